/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://salon.localhost:3003/"}
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '../../../testing/fake-api';
import { CustomerIntl } from '../../../shared/customer-intl';
import { renderInClientView } from '../../../testing/render-in-client-view';
import { cartLine, cartOf } from '../cart/cart-fixtures';
import type { CustomerOrder } from './customer-orders';
import { OrderDetails } from './order-details';
import OrdersSection from './orders-section';

const SESSION = { accessToken: 'access-1', expiresAccessToken: Math.floor(Date.now() / 1000) + 900 };

const item = (variantId: string | null, name: string, quantity: number) => ({
  variant_id: variantId,
  product_id: 'p1',
  name,
  option_values: [],
  unit_price_minor: 1000,
  regular_price_minor: 1000,
  quantity,
  total_minor: 1000 * quantity,
});

const ORDER: CustomerOrder = {
  id: 'o1',
  number: 7,
  status: 'ready_for_pickup',
  payment_method: 'cash_on_receipt',
  payment_status: 'unpaid',
  pay_by: null,
  contact_name: 'Nino',
  contact_phone: '+995555123456',
  contact_email: null,
  comment: null,
  delivery: { kind: 'pickup', name: 'Pickup', address: 'Chavchavadze 10' },
  currency: 'USD',
  items: [item('v1', 'T-shirt', 2), item(null, 'Scarf', 1), item('v3', 'Mug', 1)],
  subtotal_minor: 4000,
  discount_percent: 10,
  discount_minor: 400,
  delivery_minor: 0,
  total_minor: 3600,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
};

describe('the orders in the cabinet', () => {
  it("lists the client's orders with their number, status in words and total", async () => {
    installFakeApi(() => ({
      body: {
        data: {
          customer_order_list: {
            list: [ORDER, { ...ORDER, id: 'o2', number: 8, status: 'cancelled' }],
            meta: { count: 2, has_next_page: false, total: 2 },
          },
        },
      },
    }));
    renderInClientView(
      <CustomerIntl>
        <OrdersSection />
      </CustomerIntl>,
      { url: '/en/cabinet', session: SESSION },
    );
    const rows = await screen.findAllByRole('listitem');
    expect(within(rows[0]).getByRole('link', { name: 'Order #7' }).getAttribute('href')).toBe(
      '/en/cabinet/orders/o1',
    );
    expect(within(rows[0]).getByText('Ready for pickup')).toBeTruthy();
    expect(within(rows[0]).getByText('$36')).toBeTruthy();
    expect(within(rows[1]).getByText('Cancelled')).toBeTruthy();
  });

  it('says so in Russian when there are none', async () => {
    installFakeApi(() => ({
      body: {
        data: { customer_order_list: { list: [], meta: { count: 0, has_next_page: false, total: 0 } } },
      },
    }));
    renderInClientView(
      <CustomerIntl>
        <OrdersSection />
      </CustomerIntl>,
      { url: '/ru/cabinet', session: SESSION },
    );
    expect(await screen.findByText('Вы ещё не оформляли заказов.')).toBeTruthy();
  });

  it('repeats an order: its still-sold lines go back in the cart, the others are named', async () => {
    const api = installFakeApi((call) => {
      if (call.name === 'GetCart')
        return { body: { data: { cart: { cart: cartOf([]), cart_token: null } } } };
      const { variant_id: variantId, quantity } = call.body.variables as {
        variant_id: string;
        quantity: number;
      };
      if (variantId === 'v3')
        return {
          body: {
            data: null,
            errors: [
              {
                message: 'Invalid',
                extensions: { code: 'BAD_USER_INPUT', fields: { variant_id: 'No longer sold' } },
              },
            ],
          },
        };
      return {
        body: {
          data: {
            set_cart_line: {
              cart: cartOf([cartLine({ variant_id: variantId, quantity })]),
              cart_token: null,
            },
          },
        },
      };
    });
    renderInClientView(
      <CustomerIntl>
        <OrderDetails order={ORDER} locale="en" />
      </CustomerIntl>,
      { url: '/en/cabinet/orders/o1', session: SESSION },
    );
    expect(await screen.findByText('Personal discount 10%')).toBeTruthy();
    expect(screen.getByText('Ready for pickup')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Repeat order' }));
    expect(await screen.findByText('No longer sold, not added: Scarf, Mug.')).toBeTruthy();
    expect(api.named('SetCartLine').map((call) => call.body.variables)).toEqual([
      expect.objectContaining({ variant_id: 'v1', quantity: 2 }),
      expect.objectContaining({ variant_id: 'v3', quantity: 1 }),
    ]);
    expect(screen.getByRole('link', { name: 'Go to the cart' }).getAttribute('href')).toBe('/en/cart');
  });
});
