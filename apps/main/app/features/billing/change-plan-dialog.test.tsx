import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ChangePlanDocument, GetPlanChangeQuoteDocument, GetSubscriptionDocument } from '@donut/graphql';
import { ChangePlanDialog } from './change-plan-dialog';
import { business, pro, quoteMock, start, subscription } from './billing-fixtures';
import { renderInMain, type RenderInMainOptions } from '../../testing/render-in-main';
import { goToCheckout } from './checkout-navigation';
import { takePendingCheckout } from './pending-checkout';

// jsdom cannot leave the page: the navigation to the checkout is observed instead.
jest.mock('./checkout-navigation', () => ({ goToCheckout: jest.fn() }));

const paidBusiness = subscription({
  status: 'active',
  billing_period: 'month',
  period_start: '2026-12-01T10:00:00.000Z',
  period_end: '2027-01-01T10:00:00.000Z',
});
const changePlanMock = (variables: object, result: jest.Mock) => ({
  request: { query: ChangePlanDocument, variables },
  result,
});

function renderDialog(
  choice: { rate: typeof pro; period: 'month' | 'year' },
  mocks: RenderInMainOptions['mocks'],
  onClose = jest.fn(),
  { locale = 'en', current = paidBusiness } = {},
) {
  const view = renderInMain(
    <ChangePlanDialog
      choice={{ rate: { id: choice.rate.id, name: choice.rate.name }, period: choice.period }}
      onClose={onClose}
    />,
    { url: `/${locale}/client/about/rates`, isSignedIn: true, mocks },
  );
  view.cache.writeQuery({ query: GetSubscriptionDocument, data: { subscription: current } });
  // The title is checked in English; other languages find the one dialog.
  const name = locale === 'en' ? `Plan “${choice.rate.name}”` : undefined;
  return { ...view, onClose, dialog: () => screen.getByRole('dialog', { name }) };
}

const quoteRow = (dialog: HTMLElement, row: string) =>
  (dialog.querySelector(`[data-quote="${row}"]`) as HTMLElement).textContent;

beforeEach(() => {
  jest.mocked(goToCheckout).mockClear();
  window.sessionStorage.clear();
});

describe('ChangePlanDialog', () => {
  it('shows what the upgrade costs for each period, with the terms of payment', async () => {
    const { dialog } = renderDialog({ rate: pro, period: 'month' }, [
      quoteMock(pro, 'month', {
        price: 7900,
        remainder: 2450,
        creditUsed: 500,
        charge: 4950,
        periodEnd: '2027-01-05T10:00:00.000Z',
      }),
      quoteMock(pro, 'year', {
        price: 79000,
        remainder: 2450,
        charge: 76550,
        periodEnd: '2027-12-05T10:00:00.000Z',
      }),
    ]);
    expect(await screen.findByText('$49.50')).toBeTruthy();
    expect(quoteRow(dialog(), 'price')).toBe('Price for a month$79.00');
    expect(quoteRow(dialog(), 'remainder')).toBe('Unused remainder of the current period$24.50');
    expect(quoteRow(dialog(), 'credit-used')).toBe('Account credit used$5.00');
    expect(quoteRow(dialog(), 'charge')).toBe('To pay now$49.50');
    expect(quoteRow(dialog(), 'credit-left')).toBe('Credit left on the account$0.00');
    expect(quoteRow(dialog(), 'period-end')).toBe('The new period runs untilJanuary 5, 2027');
    const terms = within(dialog()).getByRole('region', { name: 'Terms of payment' });
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The payment system’s receipt is the only document: no separate invoices or certificates of work are issued.',
      'Payment from a legal entity’s account is not available.',
      'Money is returned only when you change the plan: the unused remainder counts toward the new plan’s price, and what is left stays on your account as credit.',
    ]);
    expect(within(dialog()).getByRole('button', { name: 'Pay $49.50' })).toBeTruthy();
    // The dialog opens on its first control, the period switch.
    expect(document.activeElement).toBe(within(dialog()).getByRole('radio', { name: 'Monthly' }));

    await userEvent.setup().click(within(dialog()).getByRole('radio', { name: 'Yearly' }));

    expect(await within(dialog()).findByRole('button', { name: 'Pay $765.50' })).toBeTruthy();
    expect(quoteRow(dialog(), 'price')).toBe('Price for a year$790.00');
    expect(quoteRow(dialog(), 'period-end')).toBe('The new period runs untilDecember 5, 2027');
  });

  it.each([
    [
      'en',
      'Your trial continues until December 8, 2026; the paid period runs from December 8, 2026 to January 8, 2027.',
    ],
    [
      'ru',
      'Пробный период продолжится до 8 декабря 2026 г.; оплаченный период — с 8 декабря 2026 г. по 8 января 2027 г.',
    ],
    [
      'ka',
      'საცდელი პერიოდი გაგრძელდება 2026 წლის 8 დეკემბრამდე; გადახდილი პერიოდი იმოქმედებს 2026 წლის 8 დეკემბრიდან 2027 წლის 8 იანვრამდე.',
    ],
  ])(
    'paying during the trial says the trial continues and when the paid period runs (%s)',
    async (locale, sentence) => {
      const trial = subscription({
        period_start: '2026-11-24T09:00:00.000Z',
        period_end: '2026-12-08T09:00:00.000Z',
      });
      const { dialog } = renderDialog(
        { rate: pro, period: 'month' },
        [
          quoteMock(pro, 'month', {
            price: 7900,
            charge: 7900,
            trialEnd: '2026-12-08T09:00:00.000Z',
            periodEnd: '2027-01-08T09:00:00.000Z',
          }),
        ],
        jest.fn(),
        { locale, current: trial },
      );
      await within(dialog()).findByText(sentence);
      expect(dialog().querySelector('[data-quote-note="trial-kept"]')?.textContent).toBe(sentence);
    },
  );

  it('says nothing of the trial when no trial days are left', async () => {
    const { dialog } = renderDialog({ rate: pro, period: 'month' }, [
      quoteMock(pro, 'month', { price: 7900, charge: 7900 }),
    ]);
    await within(dialog()).findByRole('button', { name: 'Pay $79.00' });
    expect(dialog().querySelector('[data-quote-note="trial-kept"]')).toBeNull();
  });

  it('asks for the terms before anything is sent', async () => {
    const change = jest.fn(() => ({
      data: { change_plan: { subscription: paidBusiness, checkout_url: 'http://api.test/checkout' } },
    }));
    const { dialog } = renderDialog({ rate: pro, period: 'month' }, [
      quoteMock(pro, 'month', { price: 7900, charge: 7900 }),
      changePlanMock({ rate_id: pro.id, billing_period: 'month', accept_terms: true }, change),
    ]);
    const user = userEvent.setup();
    await user.click(await within(dialog()).findByRole('button', { name: 'Pay $79.00' }));

    const terms = within(dialog()).getByRole('checkbox', { name: 'I accept the terms of payment' });
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(terms.getAttribute('aria-describedby') as string)?.textContent).toBe(
      'You must accept the terms of payment before subscribing',
    );
    expect(document.activeElement).toBe(terms);
    expect(change).not.toHaveBeenCalled();
  });

  it('goes to the checkout when a charge is due, remembering what is paid for', async () => {
    const change = jest.fn(() => ({
      data: {
        change_plan: {
          subscription: paidBusiness,
          checkout_url: 'http://donut.test:4100/payments/sandbox/checkout/sbx_abc',
        },
      },
    }));
    const { dialog } = renderDialog({ rate: pro, period: 'month' }, [
      quoteMock(pro, 'month', { price: 7900, charge: 7900 }),
      changePlanMock({ rate_id: pro.id, billing_period: 'month', accept_terms: true }, change),
    ]);
    const user = userEvent.setup();
    await within(dialog()).findByRole('button', { name: 'Pay $79.00' });
    await user.click(within(dialog()).getByRole('checkbox', { name: 'I accept the terms of payment' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Pay $79.00' }));

    await waitFor(() =>
      expect(goToCheckout).toHaveBeenCalledWith('http://donut.test:4100/payments/sandbox/checkout/sbx_abc'),
    );
    expect(takePendingCheckout()).toEqual({
      rateId: pro.id,
      period: 'month',
      before: { rateId: business.id, period: 'month', periodStart: '2026-12-01T10:00:00.000Z' },
    });
    // Busy until the browser has left.
    expect(within(dialog()).getByRole('button', { name: 'Loading…' }).getAttribute('aria-busy')).toBe('true');
  });

  it('applies a change without a charge at once, with a notice', async () => {
    const downgraded = subscription({
      rate: start,
      status: 'active',
      billing_period: 'month',
      credit_minor: 3050,
    });
    const change = jest.fn(() => ({
      data: { change_plan: { subscription: downgraded, checkout_url: null } },
    }));
    const { dialog, onClose, cache, toasts } = renderDialog({ rate: start, period: 'month' }, [
      quoteMock(start, 'month', { price: 900, remainder: 3950, charge: 0, creditLeft: 3050 }),
      changePlanMock({ rate_id: start.id, billing_period: 'month', accept_terms: true }, change),
    ]);
    const user = userEvent.setup();
    expect(
      await within(dialog()).findByText(
        'Nothing to pay: the plan switches at once, and the rest stays on your account as credit.',
      ),
    ).toBeTruthy();
    expect(quoteRow(dialog(), 'charge')).toBe('To pay now$0.00');
    expect(quoteRow(dialog(), 'credit-left')).toBe('Credit left on the account$30.50');
    await user.click(within(dialog()).getByRole('checkbox', { name: 'I accept the terms of payment' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Switch plan' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(goToCheckout).not.toHaveBeenCalled();
    expect(toasts()).toEqual([{ id: 'main.billing.changed', type: 'success', values: { rate: 'Start' } }]);
    expect(cache.readQuery({ query: GetSubscriptionDocument })?.subscription).toMatchObject({
      rate: { id: start.id },
      credit_minor: 3050,
    });
  });

  it("shows the API's field error under the terms", async () => {
    const refused = jest.fn(() => ({
      errors: [
        new GraphQLError('Принять условия', {
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: { accept_terms: 'You must accept the terms of payment before subscribing' },
          },
        }),
      ],
    }));
    const { dialog } = renderDialog({ rate: pro, period: 'month' }, [
      quoteMock(pro, 'month', { price: 7900, charge: 7900 }),
      changePlanMock({ rate_id: pro.id, billing_period: 'month', accept_terms: true }, refused),
    ]);
    const user = userEvent.setup();
    await within(dialog()).findByRole('button', { name: 'Pay $79.00' });
    await user.click(within(dialog()).getByRole('checkbox', { name: 'I accept the terms of payment' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Pay $79.00' }));
    const terms = within(dialog()).getByRole('checkbox', { name: 'I accept the terms of payment' });
    await waitFor(() => expect(terms.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(terms);
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('says why a plan cannot be quoted and offers nothing to confirm', async () => {
    const { dialog } = renderDialog({ rate: business, period: 'month' }, [
      {
        request: {
          query: GetPlanChangeQuoteDocument,
          variables: { rate_id: business.id, billing_period: 'month' },
        },
        result: {
          errors: [
            new GraphQLError('You are already on this plan and billing period', {
              extensions: { code: 'CONFLICT' },
            }),
          ],
        },
      },
    ]);
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(
      'You are already on this plan and billing period',
    );
    expect(within(dialog()).getByRole('button', { name: 'Switch plan' }).hasAttribute('disabled')).toBe(true);
  });

  it('closes on Escape without changing anything', async () => {
    const { dialog, onClose } = renderDialog({ rate: pro, period: 'month' }, [
      quoteMock(pro, 'month', { price: 7900, charge: 7900 }),
    ]);
    await within(dialog()).findByRole('button', { name: 'Pay $79.00' });
    await userEvent.setup().keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
