import type { ReactNode } from 'react';
import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLoaderData } from 'react-router';
import {
  ApplicationChangedDocument,
  ChangePlanDocument,
  GetApplicationCountsDocument,
  GetProjectDocument,
  GetWorkingHoursDocument,
  OrderChangedDocument,
} from '@donut/graphql';
import { links } from '@donut/app-shell';
import { apiErrorResult, descriptionOf, renderInCrm, testProject } from '../testing/render-in-crm';
import { WorkingWeekBlock } from '../features/admin-home/working-week-block';
import { testApplication } from '../features/applications/application-fixtures';
import { orderCountsMock, testOrder } from '../features/orders/order-fixtures';
import { goToCheckout } from '../features/paywall/go-to-checkout';
import type { CrmSubscription } from '../features/paywall/load-subscription';
import type { ProjectLayoutData } from './load-project-layout';
import { ProjectLayout } from './project-layout';

// The browser's navigation to the payment page: jsdom cannot leave the page.
jest.mock('../features/paywall/go-to-checkout', () => ({ goToCheckout: jest.fn() }));
const goToCheckoutMock = jest.mocked(goToCheckout);

const PERIOD_END = '2026-11-15T12:00:00.000Z';

/** A plan as GetSubscription answers it (with the cache's __typename): by default the ended trial. */
function subscription(overrides: Partial<CrmSubscription> = {}): CrmSubscription {
  return {
    __typename: 'ClientSubscription',
    rate: { __typename: 'Rate', id: '3', code: 'business', name: 'Business' },
    status: 'expired',
    billing_period: null,
    period_start: '2026-11-01T12:00:00.000Z',
    period_end: PERIOD_END,
    trial_end: null,
    cancel_at_period_end: false,
    credit_minor: 0,
    currency: 'USD',
    is_active: false,
    ...overrides,
  } as CrmSubscription;
}

const layoutData = (plan: CrmSubscription | null): ProjectLayoutData => ({
  locale: 'en',
  domain: 'salon-jasmine',
  subscription: plan,
});

/** The admin layout as its route renders it, with the overview under it. */
function LayoutFromLoader() {
  return <ProjectLayout {...(useLoaderData() as ProjectLayoutData)} />;
}

function renderLayout(
  loader: () => ProjectLayoutData,
  options: {
    mocks?: MockLink.MockedResponse[];
    section?: () => ReactNode;
    live?: MockLink.MockedResponse[];
  } = {},
) {
  const Section = options.section ?? (() => <p>The overview section</p>);
  // The project is in the cache, where the loader leaves it.
  return renderInCrm(<LayoutFromLoader />, {
    loader,
    project: testProject(),
    mocks: [
      ...(options.mocks ?? []),
      countsMock(2),
      orderCountsMock(1),
      ...(options.live ?? [quietFeed, quietOrderFeed]),
    ],
    children: [{ index: true, Component: Section }],
  });
}

/** The menu's count: `fresh` new applications. */
const countsMock = (fresh: number) => ({
  request: { query: GetApplicationCountsDocument, variables: { project_id: '42' } },
  result: {
    data: {
      application_counts: {
        __typename: 'ApplicationCounts',
        new: fresh,
        in_progress: 1,
        done: 0,
        rejected: 0,
      },
    },
  },
});

/** The live feed of application changes: one that stays open with nothing to say. */
const feed = { query: ApplicationChangedDocument, variables: { project_id: '42' } };
const quietFeed = { request: feed, result: { data: null }, delay: Infinity };

/** The live feed of order changes, quiet likewise. */
const orderFeed = { query: OrderChangedDocument, variables: { project_id: '42' } };
const quietOrderFeed = { request: orderFeed, result: { data: null }, delay: Infinity };

const changePlanMock = (period: 'month' | 'year', checkoutUrl: string | null) => ({
  request: {
    query: ChangePlanDocument,
    variables: { rate_id: '3', billing_period: period, accept_terms: true },
  },
  result: {
    data: {
      change_plan: {
        __typename: 'PlanChangeResult',
        subscription: subscription(),
        checkout_url: checkoutUrl,
      },
    },
  },
});

beforeEach(() => goToCheckoutMock.mockReset());

describe('the CRM paywall', () => {
  it('opens the section while the plan runs', async () => {
    renderLayout(() => layoutData(subscription({ status: 'trial', is_active: true })));
    expect(await screen.findByText('The overview section')).toBeTruthy();
    expect(screen.queryByTestId('crm-paywall')).toBeNull();
    const menu = screen.getByRole('navigation', { name: 'Project sections' });
    expect(await within(menu).findByRole('link', { name: 'Applications 2 new' })).toBeTruthy();
  });

  it('counts a new application as it arrives, with no reload', async () => {
    const arrived = testApplication('a3');
    renderLayout(() => layoutData(subscription({ status: 'trial', is_active: true })), {
      live: [
        { request: feed, result: { data: { application_changed: arrived } }, delay: 50 },
        countsMock(3),
        quietOrderFeed,
      ],
    });
    const menu = await screen.findByRole('navigation', { name: 'Project sections' });
    expect(await within(menu).findByRole('link', { name: 'Applications 3 new' })).toBeTruthy();
  });

  it('counts a new order as it is placed, with no reload', async () => {
    renderLayout(() => layoutData(subscription({ status: 'trial', is_active: true })), {
      live: [
        quietFeed,
        { request: orderFeed, result: { data: { order_changed: testOrder('o2') } }, delay: 50 },
        orderCountsMock(2),
      ],
    });
    const menu = await screen.findByRole('navigation', { name: 'Project sections' });
    expect(await within(menu).findByRole('link', { name: 'Orders 1 new' })).toBeTruthy();
    expect(await within(menu).findByRole('link', { name: 'Orders 2 new' })).toBeTruthy();
  });

  it('shows the project as the cache holds it: a saved name and menu show without loading the layout again', async () => {
    const loader = jest.fn(() => layoutData(subscription({ status: 'trial', is_active: true })));
    const { cache } = renderLayout(loader);
    const menu = await screen.findByRole('navigation', { name: 'Project sections' });
    expect(within(menu).getByRole('link', { name: 'Services' })).toBeTruthy();
    // The count of new orders beside Orders.
    expect(await within(menu).findByRole('link', { name: 'Orders 1 new' })).toBeTruthy();

    // What a save's answer leaves in the cache (SaveProjectSettings).
    const saved = testProject({
      name: 'Salon Two',
      menu: testProject().menu.map((item) => ({
        ...item,
        is_visible: !['services', 'applications'].includes(item.key),
      })),
    });
    act(() =>
      cache.writeQuery({
        query: GetProjectDocument,
        variables: { domain: 'salon-jasmine' },
        data: { project: saved },
      }),
    );

    await waitFor(() => expect(screen.getByTestId('crm-project').textContent).toBe('Project: Salon Two'));
    expect(within(menu).queryByRole('link', { name: 'Services' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Products and orders' })).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('shows the paywall instead of the section once the plan has ended: project, plan, end date, payment, other plan, sign-out', async () => {
    renderLayout(() => layoutData(subscription()));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Salon Jasmine: the plan has ended' }),
    ).toBeTruthy();
    expect(screen.queryByText('The overview section')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Project sections' })).toBeNull();
    expect(
      screen.getByRole('img', { name: 'Main image of the project “Salon Jasmine”' }).getAttribute('src'),
    ).toBe('http://api.test/uploads/main1.png');
    const endedOn = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(PERIOD_END));
    const ended = screen.getByText(
      (_, element) =>
        element?.tagName === 'P' &&
        element.textContent === `On ${endedOn}, the free trial of the “Business” plan ended.`,
    );
    expect(ended.querySelector('time')?.getAttribute('datetime')).toBe(PERIOD_END);
    expect(screen.getByText(/opens again as soon as the plan is paid/)).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Pay for the “Business” plan' });
    // After a trial there is no period to repeat: a month is offered first.
    expect((within(form).getByRole('radio', { name: 'Monthly' }) as HTMLInputElement).checked).toBe(true);
    const terms = within(form).getByRole('region', { name: 'Terms of payment' });
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The payment system’s receipt is the only document: no separate invoices or certificates of work are issued.',
      'Payment from a legal entity’s account is not available.',
      'Money is returned only when you change the plan: the unused remainder counts toward the new plan’s price, and what is left stays on your account as credit.',
    ]);
    expect(
      (within(form).getByRole('checkbox', { name: 'I accept the terms of payment' }) as HTMLInputElement)
        .checked,
    ).toBe(false);
    expect(screen.getByRole('link', { name: 'Choose another plan' }).getAttribute('href')).toBe(
      links().route('main', 'clientRates', {}, { locale: 'en' }),
    );
    // One sign-out: the paywall's own, the header leaves it out.
    expect(screen.getAllByRole('button', { name: 'Sign out' })).toHaveLength(1);
  });

  it('offers the last paid period again, and says a paid period ended', async () => {
    renderLayout(() => layoutData(subscription({ billing_period: 'year' })));
    expect(((await screen.findByRole('radio', { name: 'Yearly' })) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/the paid period of the “Business” plan ended/)).toBeTruthy();
  });

  it('refuses to pay before the terms are accepted', async () => {
    const user = userEvent.setup();
    renderLayout(() => layoutData(subscription()), {
      mocks: [changePlanMock('month', 'http://api.test/payments/sandbox/checkout/sbx_1')],
    });
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms of payment' });
    expect(document.activeElement).toBe(checkbox);
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(checkbox)).toBe('You must accept the terms of payment before subscribing');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(goToCheckoutMock).not.toHaveBeenCalled();

    // Ticking the box clears the error.
    await user.click(checkbox);
    expect(checkbox.getAttribute('aria-invalid')).toBeNull();
  });

  it('pays: ChangePlan for the same plan in the chosen period with the terms accepted, then the checkout page', async () => {
    const user = userEvent.setup();
    renderLayout(() => layoutData(subscription()), {
      mocks: [changePlanMock('year', 'http://api.test/payments/sandbox/checkout/sbx_2')],
    });
    await user.click(await screen.findByRole('radio', { name: 'Yearly' }));
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms of payment' }));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() =>
      expect(goToCheckoutMock).toHaveBeenCalledWith('http://api.test/payments/sandbox/checkout/sbx_2'),
    );
    // Leaving: the form stays busy, so a second click cannot start a second payment.
    expect((screen.getByRole('button', { name: 'Loading…' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the API’s refusal next to the terms or above the button', async () => {
    const user = userEvent.setup();
    const refused = {
      request: changePlanMock('month', null).request,
      result: apiErrorResult('BAD_USER_INPUT', 'Invalid input', {
        accept_terms: 'Accept the terms first (API)',
      }),
    };
    const unavailable = {
      request: changePlanMock('month', null).request,
      result: apiErrorResult('NOT_AVAILABLE', 'Payments are not available now'),
    };
    renderLayout(() => layoutData(subscription()), { mocks: [refused, unavailable] });
    const checkbox = await screen.findByRole('checkbox', { name: 'I accept the terms of payment' });
    await user.click(checkbox);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(descriptionOf(checkbox)).toBe('Accept the terms first (API)'));
    await user.click(checkbox);
    await user.click(checkbox);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Payments are not available now');
    expect(goToCheckoutMock).not.toHaveBeenCalled();
  });

  it('opens the CRM again at once when no charge is due (credit covers it)', async () => {
    const user = userEvent.setup();
    const loader = jest
      .fn()
      .mockReturnValueOnce(layoutData(subscription()))
      .mockReturnValue(
        layoutData(subscription({ status: 'active', billing_period: 'month', is_active: true })),
      );
    renderLayout(loader, { mocks: [changePlanMock('month', null)] });
    await user.click(await screen.findByRole('checkbox', { name: 'I accept the terms of payment' }));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('The overview section')).toBeTruthy();
    expect(goToCheckoutMock).not.toHaveBeenCalled();
  });

  it('takes the page when an operation answers PAYMENT_REQUIRED (the plan ended while the page was open)', async () => {
    const loader = jest
      .fn()
      .mockReturnValueOnce(layoutData(subscription({ status: 'trial', is_active: true })))
      .mockReturnValue(layoutData(subscription()));
    const refusedWeek = {
      request: { query: GetWorkingHoursDocument, variables: { project_id: '42' } },
      result: apiErrorResult('PAYMENT_REQUIRED', 'The plan has ended'),
    };
    renderLayout(loader, { mocks: [refusedWeek], section: () => <WorkingWeekBlock projectId="42" /> });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Salon Jasmine: the plan has ended' }),
    ).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('region', { name: 'Working week' })).toBeNull();
  });

  it('keeps the section and its own error for any other failure', async () => {
    const loader = jest.fn().mockReturnValue(layoutData(subscription({ status: 'trial', is_active: true })));
    const failedWeek = {
      request: { query: GetWorkingHoursDocument, variables: { project_id: '42' } },
      result: apiErrorResult('INTERNAL_SERVER_ERROR', 'Oops'),
    };
    renderLayout(loader, { mocks: [failedWeek], section: () => <WorkingWeekBlock projectId="42" /> });
    expect(await screen.findByText('Could not load the working hours.')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
