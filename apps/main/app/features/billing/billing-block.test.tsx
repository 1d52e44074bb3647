import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CancelSubscriptionDocument,
  GetSubscriptionDocument,
  ResumeSubscriptionDocument,
} from '@donut/graphql';
import { BillingBlock } from './billing-block';
import { business, pro, receipt, receiptListMock, subscription, subscriptionMock } from './billing-fixtures';
import { renderInMain } from '../../testing/render-in-main';

const emptyReceipts = receiptListMock([], { total: 0, has_next_page: false });
const paidPro = subscription({
  rate: pro,
  status: 'active',
  billing_period: 'month',
  period_end: '2027-01-05T10:00:00.000Z',
  credit_minor: 3050,
});

describe('BillingBlock', () => {
  it('shows the trial with its days left in Russian plurals, and no receipts yet', async () => {
    renderInMain(<BillingBlock onChoose={jest.fn()} />, {
      url: '/ru/client/about/rates',
      isSignedIn: true,
      mocks: [subscriptionMock(subscription()), emptyReceipts],
    });
    const block = await screen.findByRole('region', { name: 'Ваш тариф' });
    expect(await within(block).findByText('Пробный период')).toBeTruthy();
    expect(within(block).getByText('Business')).toBeTruthy();
    expect(within(block).getByText(/^Осталось 14 дней \(до /)).toBeTruthy();
    expect(
      within(block).getByText('Баланс на счёте: 0,00 $. Он пойдёт в счёт следующего платежа.'),
    ).toBeTruthy();
    expect(
      await within(block).findByText(
        'Платежей пока нет. Здесь появится чек платёжной системы по каждому платежу.',
      ),
    ).toBeTruthy();
    expect(within(block).queryByRole('button')).toBeNull();
  });

  it('says "1 day left" through the last hours of the trial', async () => {
    const lastHours = subscription({ period_end: new Date(Date.now() + 5 * 3600_000).toISOString() });
    renderInMain(<BillingBlock onChoose={jest.fn()} />, {
      url: '/en/client/about/rates',
      isSignedIn: true,
      mocks: [subscriptionMock(lastHours), emptyReceipts],
    });
    expect(await screen.findByText(/^1 day left, until /)).toBeTruthy();
  });

  it.each([
    [
      'en',
      'Active',
      'Your free trial continues until December 8, 2026; from then the plan is paid monthly, until January 8, 2027.',
    ],
    [
      'ru',
      'Активен',
      'Пробный период продолжится до 8 декабря 2026 г., а с этого дня тариф оплачен на месяц, до 8 января 2027 г.',
    ],
    [
      'ka',
      'აქტიური',
      'საცდელი პერიოდი გაგრძელდება 2026 წლის 8 დეკემბრამდე, შემდეგ კი ტარიფი გადახდილია თვიურად 2027 წლის 8 იანვრამდე.',
    ],
  ])(
    'after paying during the trial, says the trial runs on and when the paid period ends (%s)',
    async (locale, state, detail) => {
      const paidDuringTrial = subscription({
        rate: pro,
        status: 'active',
        billing_period: 'month',
        period_start: '2026-12-08T09:00:00.000Z',
        period_end: '2027-01-08T09:00:00.000Z',
        trial_end: '2026-12-08T09:00:00.000Z',
      });
      renderInMain(<BillingBlock onChoose={jest.fn()} />, {
        url: `/${locale}/client/about/rates`,
        isSignedIn: true,
        mocks: [subscriptionMock(paidDuringTrial), emptyReceipts],
      });
      expect(await screen.findByText(detail)).toBeTruthy();
      expect(screen.getByText(state)).toBeTruthy();
    },
  );

  it('shows a paid plan with its period, the credit and every receipt, a page at a time', async () => {
    const firstPage = Array.from({ length: 10 }, (_, index) => receipt(20 - index));
    renderInMain(<BillingBlock onChoose={jest.fn()} />, {
      url: '/en/client/about/rates',
      isSignedIn: true,
      mocks: [
        subscriptionMock(paidPro),
        receiptListMock(firstPage, { total: 11, has_next_page: true }),
        receiptListMock(
          [receipt(1, { rateName: 'Start', amount: 900, period: 'year' })],
          { total: 11, has_next_page: false },
          10,
        ),
      ],
    });
    expect(await screen.findByText('Paid monthly, until January 5, 2027.')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Account credit: $30.50. It counts toward your next payment.')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Receipts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Plan', 'Period', 'Amount', 'Payment ID']);
    expect(within(table).getAllByRole('row')[1].textContent).toBe(
      [
        'Nov 20, 2026',
        'Business',
        'Month: Nov 20, 2026 – Dec 20, 2026',
        '$49.00',
        'sbx_0000000000000020',
      ].join(''),
    );
    expect(screen.getByText('Showing 10 of 11 receipts')).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more' }));

    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(12));
    expect(within(table).getAllByRole('row')[11].textContent).toBe(
      ['Nov 1, 2026', 'Start', 'Year: Nov 1, 2026 – Dec 1, 2026', '$9.00', 'sbx_0000000000000001'].join(''),
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('cancels only after the owner confirms, saying the plan stays to the end of the period', async () => {
    const cancel = jest.fn(() => ({
      data: { cancel_subscription: { ...paidPro, cancel_at_period_end: true } },
    }));
    const { toasts } = renderInMain(<BillingBlock onChoose={jest.fn()} />, {
      url: '/en/client/about/rates',
      isSignedIn: true,
      mocks: [
        subscriptionMock(paidPro),
        emptyReceipts,
        { request: { query: CancelSubscriptionDocument }, result: cancel },
      ],
    });
    const user = userEvent.setup();
    const open = await screen.findByRole('button', { name: 'Cancel subscription' });

    await user.click(open);
    let dialog = screen.getByRole('dialog', { name: 'Cancel the subscription?' });
    expect(dialog.textContent).toContain(
      'The “Pro” plan stays active until January 5, 2027, then switches off, and the CRM closes until you pay again.',
    );
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep the plan' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
    expect(cancel).not.toHaveBeenCalled();

    await user.click(open);
    dialog = screen.getByRole('dialog', { name: 'Cancel the subscription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.getByText('Stays active until January 5, 2027, then switches off.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(toasts()).toEqual([
      {
        id: 'main.billing.cancel.done',
        type: 'success',
        values: { end: Date.parse('2027-01-05T10:00:00.000Z') },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Resume subscription' })).toBeTruthy();
  });

  it('resumes a cancelled plan', async () => {
    const cancelled = { ...paidPro, cancel_at_period_end: true };
    renderInMain(<BillingBlock onChoose={jest.fn()} />, {
      url: '/en/client/about/rates',
      isSignedIn: true,
      mocks: [
        subscriptionMock(cancelled),
        emptyReceipts,
        {
          request: { query: ResumeSubscriptionDocument },
          result: { data: { resume_subscription: paidPro } },
        },
      ],
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByText('Paid monthly, until January 5, 2027.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
  });

  it('offers Pay for an expired plan: the Select button of that plan and period', async () => {
    const onChoose = jest.fn();
    const expired = subscription({
      rate: pro,
      status: 'expired',
      billing_period: 'year',
      is_active: false,
      period_end: '2026-11-01T00:00:00.000Z',
    });
    renderInMain(<BillingBlock onChoose={onChoose} />, {
      url: '/en/client/about/rates',
      isSignedIn: true,
      mocks: [subscriptionMock(expired), emptyReceipts],
    });
    expect(await screen.findByText('Expired')).toBeTruthy();
    expect(screen.getByText('Ended on November 1, 2026. The CRM is closed until you pay.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay' }));
    expect(onChoose).toHaveBeenCalledWith({
      rate: expect.objectContaining({ id: pro.id, name: 'Pro' }),
      period: 'year',
    });
  });

  it("ends a Russian sentence on a date with the date's own «г.», never «г..» (issue 13)", async () => {
    renderInMain(<BillingBlock onChoose={jest.fn()} />, {
      url: '/ru/client/about/rates',
      isSignedIn: true,
      mocks: [subscriptionMock(paidPro), emptyReceipts],
    });
    expect(await screen.findByText('Оплачен на месяц, действует до 5 января 2027 г.')).toBeTruthy();
    expect(document.body.textContent).not.toContain('г..');
  });

  it('tells when the plan could not be loaded and tries again', async () => {
    renderInMain(<BillingBlock onChoose={jest.fn()} />, {
      url: '/ka/client/about/rates',
      isSignedIn: true,
      mocks: [
        { request: { query: GetSubscriptionDocument }, error: new Error('offline') },
        subscriptionMock(subscription({ rate: business })),
        emptyReceipts,
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('ტარიფის ჩატვირთვა ვერ მოხერხდა.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'ხელახლა ცდა' }));
    expect(await screen.findByText('საცდელი პერიოდი')).toBeTruthy();
  });
});
