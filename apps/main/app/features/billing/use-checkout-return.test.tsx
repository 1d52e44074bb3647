import { screen, waitFor, within } from '@testing-library/react';
import { BillingBlock } from './billing-block';
import { pro, receipt, receiptListMock, subscription, subscriptionMock } from './billing-fixtures';
import { renderInMain } from '../../testing/render-in-main';
import { planMark, rememberPendingCheckout, takePendingCheckout } from './pending-checkout';
import { useCheckoutReturn } from './use-checkout-return';

function PlansPage() {
  useCheckoutReturn();
  return <BillingBlock onChoose={jest.fn()} />;
}

const trial = subscription();
const paidPro = subscription({
  rate: pro,
  status: 'active',
  billing_period: 'month',
  period_start: new Date().toISOString(),
});

beforeEach(() => window.sessionStorage.clear());

describe('useCheckoutReturn', () => {
  it('after a payment, asks for the plan until the change shows, then refreshes the receipts', async () => {
    rememberPendingCheckout({ rateId: pro.id, period: 'month', before: planMark(trial) });
    const { toasts, currentUrl } = renderInMain(<PlansPage />, {
      url: '/en/client/about/rates?payment=succeeded',
      isSignedIn: true,
      mocks: [
        subscriptionMock(trial),
        // The webhook has not landed at the first ask, and has at the second.
        subscriptionMock(trial),
        subscriptionMock(paidPro),
        receiptListMock([], { total: 0, has_next_page: false }),
        receiptListMock([receipt(5, { rateName: 'Pro', amount: 7900 })], { total: 1, has_next_page: false }),
      ],
    });
    await waitFor(() => expect(currentUrl()).toBe('/en/client/about/rates'));
    expect(toasts()).toEqual([{ id: 'main.billing.return.succeeded', type: 'success', values: undefined }]);
    expect(await screen.findByText('Free trial')).toBeTruthy();

    expect(await screen.findByText('Active', {}, { timeout: 4000 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Receipts' });
    expect(within(table).getByText('sbx_0000000000000005')).toBeTruthy();
    expect(toasts()[0]).toEqual({ id: 'main.billing.changed', type: 'success', values: { rate: 'Pro' } });
    expect(takePendingCheckout()).toBeNull();
  });

  it('after an abandoned payment, says the plan has not changed', async () => {
    rememberPendingCheckout({ rateId: pro.id, period: 'month', before: planMark(trial) });
    const { toasts, currentUrl } = renderInMain(<PlansPage />, {
      url: '/ru/client/about/rates?payment=canceled&tab=1',
      isSignedIn: true,
      mocks: [subscriptionMock(trial), receiptListMock([], { total: 0, has_next_page: false })],
    });
    await waitFor(() => expect(currentUrl()).toBe('/ru/client/about/rates?tab=1'));
    expect(toasts()).toEqual([{ id: 'main.billing.return.canceled', type: 'info', values: undefined }]);
    expect(await screen.findByText('Оплата отменена: тариф не изменился.')).toBeTruthy();
    expect(takePendingCheckout()).toBeNull();
  });

  it('leaves a page without the parameter alone', async () => {
    rememberPendingCheckout({ rateId: pro.id, period: 'month', before: null });
    const { toasts } = renderInMain(<PlansPage />, {
      url: '/en/client/about/rates',
      isSignedIn: true,
      mocks: [subscriptionMock(trial), receiptListMock([], { total: 0, has_next_page: false })],
    });
    expect(await screen.findByText('Free trial')).toBeTruthy();
    expect(toasts()).toEqual([]);
    expect(takePendingCheckout()).toEqual({ rateId: pro.id, period: 'month', before: null });
  });
});
