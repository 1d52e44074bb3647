/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://salon.localhost:3003/"}
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError, installFakeApi } from '../../../testing/fake-api';
import { renderInClientView } from '../../../testing/render-in-client-view';
import { cartOf } from '../cart/cart-fixtures';
import type { CheckoutOptions } from './checkout-values';
import type { OrderPaymentState } from './checkout-api';
import CheckoutPage from './checkout-page';

const ORDER_ID = '11111111-1111-4111-8111-111111111111';
const OPTIONS: CheckoutOptions = {
  currency: 'USD',
  deliveries: [],
  pickup_addresses: [],
  payment_methods: ['cash_on_receipt', 'card_on_receipt', 'online'],
  discount_percent: 0,
};
const UNPAID: OrderPaymentState = {
  order_id: ORDER_ID,
  number: 7,
  status: 'new',
  payment_status: 'unpaid',
  total_minor: 9980,
  currency: 'USD',
  pay_by: '2030-05-01T10:30:00.000Z',
  can_pay: true,
};

/** The checkout page as the payment provider returns the payer to it. */
function renderReturn(query: string) {
  return renderInClientView(<CheckoutPage locale="en" cart={cartOf([])} options={OPTIONS} />, {
    url: `/en/checkout?order=${ORDER_ID}&${query}`,
  });
}

describe("an online order's payment page", () => {
  it('waits for the confirmation after a successful payment, then says the order is paid', async () => {
    let reads = 0;
    const api = installFakeApi((call) => {
      if (call.name !== 'GetOrderPayment') return { body: {} };
      reads += 1;
      // The webhook lands after the payer is back: the first read still finds the order unpaid.
      const state = reads === 1 ? UNPAID : { ...UNPAID, payment_status: 'paid', can_pay: false };
      return { body: { data: { order_payment: state } } };
    });
    renderReturn('payment=succeeded');
    expect(await screen.findByRole('heading', { name: 'Confirming the payment of order #7…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Order #7 is paid' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Thank you! We have received your payment of $99.80.')).toBeTruthy();
    expect(api.named('GetOrderPayment')[0].body.variables).toEqual({ domain: 'salon', order_id: ORDER_ID });
  });

  it('offers to pay again after a cancelled payment, and shows why the payment page did not open', async () => {
    const api = installFakeApi((call) => {
      if (call.name === 'GetOrderPayment') return { body: { data: { order_payment: UNPAID } } };
      if (call.name === 'PayOrder') return graphqlError('CONFLICT', 'This order is already paid.');
      return { body: {} };
    });
    renderReturn('payment=canceled');
    expect(await screen.findByRole('heading', { name: 'Order #7 is waiting for payment' })).toBeTruthy();
    expect(screen.getByText('The payment was cancelled: no money was taken.')).toBeTruthy();
    expect(screen.getByText(/^Pay before .*2030.*, or the order will be cancelled\.$/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $99.80' }));
    expect(await screen.findByText('This order is already paid.')).toBeTruthy();
    expect(api.named('PayOrder')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Pay $99.80' })).toBeTruthy();
  });

  it('says when an order can no longer be paid, and when it is not this site’s', async () => {
    installFakeApi((call) =>
      call.name === 'GetOrderPayment'
        ? { body: { data: { order_payment: { ...UNPAID, status: 'cancelled', can_pay: false } } } }
        : { body: {} },
    );
    const first = renderReturn('payment=canceled');
    expect(await screen.findByText('This order can no longer be paid online.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    first.unmount();

    installFakeApi(() => graphqlError('NOT_FOUND', 'Not found'));
    renderReturn('');
    expect(await screen.findByText('This order was not found.')).toBeTruthy();
  });
});
