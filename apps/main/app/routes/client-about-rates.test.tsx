import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  GetPlanChangeQuoteDocument,
  GetRateListDocument,
  GetReceiptListDocument,
  GetSubscriptionDocument,
} from '@donut/graphql';
import { renderInMain } from '../testing/render-in-main';
import { testClient } from '../testing/test-client';
import ClientAboutRates from './client-about-rates';

const rate = (
  code: string,
  name: string,
  monthly: number | null,
  limits: number | null,
  support: 'base' | 'priority' | 'personal_manager',
) => ({
  __typename: 'Rate' as const,
  id: code,
  code,
  name,
  price_monthly: monthly,
  price_yearly: monthly === null ? null : monthly * 10,
  yearly_discount_percent: monthly === null ? null : 17,
  max_employees: limits,
  max_products: limits,
  max_services: limits,
  max_chats: limits,
  max_storage: limits,
  support_type: support,
  no_ads: support !== 'base',
  description: `${name} plan description`,
});

const rateList = {
  request: { query: GetRateListDocument },
  result: {
    data: {
      rate_list: [
        rate('start', 'Start', 9, 1, 'base'),
        rate('enterprise', 'Enterprise', null, null, 'personal_manager'),
      ],
    },
  },
};

/** The owner's plan: Start, paid monthly. */
const subscription = {
  request: { query: GetSubscriptionDocument },
  result: {
    data: {
      subscription: {
        __typename: 'ClientSubscription',
        rate: { __typename: 'Rate', id: 'start', code: 'start', name: 'Start' },
        status: 'active',
        billing_period: 'month',
        period_start: '2026-12-01T10:00:00.000Z',
        period_end: '2099-01-01T10:00:00.000Z',
        trial_end: null,
        cancel_at_period_end: false,
        credit_minor: 0,
        currency: 'USD',
        is_active: true,
      },
    },
  },
};
const startYearly = {
  request: { query: GetPlanChangeQuoteDocument, variables: { rate_id: 'start', billing_period: 'year' } },
  result: {
    data: {
      plan_change_quote: {
        __typename: 'PlanChangeQuote',
        rate: { __typename: 'Rate', id: 'start', code: 'start', name: 'Start' },
        billing_period: 'year',
        price_minor: 9000,
        remainder_minor: 450,
        credit_used_minor: 0,
        charge_minor: 8550,
        carried_credit_minor: 0,
        currency: 'USD',
        period_start: '2026-12-16T10:00:00.000Z',
        period_end: '2027-12-16T10:00:00.000Z',
        trial_end: null,
      },
    },
  },
};
const noReceipts = {
  request: { query: GetReceiptListDocument, variables: { limit: 10, offset: 0 } },
  result: {
    data: {
      receipt_list: {
        __typename: 'ReceiptList',
        list: [],
        meta: { __typename: 'ListMeta', count: 0, total: 0, has_next_page: false },
      },
    },
  },
};

describe('the cabinet’s plans page', () => {
  it('compares every limit of every plan and switches the prices and the plan buttons between monthly and yearly', async () => {
    renderInMain(<ClientAboutRates />, {
      url: '/en/client/about/rates',
      owner: testClient,
      mocks: [rateList, subscription, noReceipts, startYearly],
    });
    const table = await screen.findByRole('table', { name: 'Plan comparison' });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    const cells = (name: string) =>
      within(row(name))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Plan', 'Start', 'Enterprise']);
    expect(cells('Price')).toEqual(['$9 per month', 'Price on request']);
    expect(cells('Staff')).toEqual(['1', 'unlimited']);
    expect(cells('Storage')).toEqual(['1 GB', 'unlimited']);
    expect(cells('Support')).toHaveLength(2);
    expect(
      await within(row('Choose a plan')).findByRole('button', { name: 'Current plan: “Start”' }),
    ).toHaveProperty('disabled', true);
    expect(
      within(row('Choose a plan'))
        .getByRole('link', { name: 'Contact us: “Enterprise”' })
        .getAttribute('href'),
    ).toBe('/en/client/about/contacts');

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));

    expect(cells('Price')).toEqual(['$90 per yearsave 17%', 'Price on request']);
    const select = within(row('Choose a plan')).getByRole('button', { name: 'Select: “Start”' });
    await user.click(select);
    const dialog = screen.getByRole('dialog', { name: 'Plan “Start”' });
    expect(within(dialog).getByRole('radio', { name: 'Yearly' })).toHaveProperty('checked', true);
    expect(await within(dialog).findByRole('button', { name: 'Pay $85.50' })).toBeTruthy();
  });

  it('tells when the plans could not be loaded', async () => {
    renderInMain(<ClientAboutRates />, {
      url: '/en/client/about/rates',
      owner: testClient,
      mocks: [
        { request: { query: GetRateListDocument }, error: new Error('offline') },
        subscription,
        noReceipts,
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not load the plans. Please try again later.',
    );
  });
});
