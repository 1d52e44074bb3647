/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://salon.localhost:3003/"}
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError, installFakeApi } from '../../../testing/fake-api';
import { renderInClientView } from '../../../testing/render-in-client-view';
import { CAP, cartLine, cartOf } from '../cart/cart-fixtures';
import type { CheckoutOptions } from './checkout-values';
import CheckoutPage from './checkout-page';

const OPTIONS: CheckoutOptions = {
  currency: 'USD',
  deliveries: [
    { kind: 'pickup', name: 'Pickup', description: null, price_minor: 0, free_from_minor: null },
    {
      kind: 'courier',
      name: 'Courier',
      description: 'Within the city',
      price_minor: 500,
      free_from_minor: 10000,
    },
  ],
  pickup_addresses: [
    { id: '55555555-5555-4555-8555-555555555555', title: 'Vake', address: 'Chavchavadze 10' },
  ],
  payment_methods: ['cash_on_receipt', 'card_on_receipt'],
  discount_percent: 0,
};

const CART = cartOf([cartLine(), CAP]);
const ORDER = { id: 'o1', number: 7, total_minor: 9980, currency: 'USD' };

function renderCheckout() {
  return renderInClientView(<CheckoutPage locale="en" cart={CART} options={OPTIONS} />, {
    url: '/en/checkout',
  });
}

async function fillContact() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Nino');
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '+995 555 12 34 56');
}

describe('the checkout', () => {
  it('prices the delivery chosen and asks for the address the courier needs', async () => {
    installFakeApi(() => ({ body: {} }));
    renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Your order' });
    expect(within(summary).getByText('Choose a delivery')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Delivery address' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /Courier/ }));
    expect(within(summary).getByText('$5')).toBeTruthy();
    expect(within(summary).getByText('$99.80')).toBeTruthy();
    expect(screen.getByText('Within the city Free from $100.')).toBeTruthy();
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /Pickup/ }));
    expect(screen.getByRole('radio', { name: /Vake/ })).toBeTruthy();
    expect(within(summary).getByText('Free')).toBeTruthy();
  });

  it("shows the API's refusals under their fields and lines, and sends the same key again", async () => {
    let tries = 0;
    const api = installFakeApi((call) => {
      if (call.name === 'GetCart')
        return { body: { data: { cart: { cart: cartOf([]), cart_token: null } } } };
      tries += 1;
      if (tries === 1)
        return graphqlError('BAD_USER_INPUT', 'Invalid', {
          'input.items[1].quantity': 'Not enough quantity',
          'input.phone': 'Enter a valid phone number',
        });
      return { body: { data: { place_order: ORDER } } };
    });
    renderCheckout();
    await fillContact();
    await userEvent.click(screen.getByRole('radio', { name: /Pickup/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const summary = screen.getByRole('region', { name: 'Your order' });
    const lines = await within(summary).findAllByRole('listitem');
    expect(within(lines[1]).getByRole('alert').textContent).toBe('Not enough quantity');
    expect(within(lines[0]).queryByRole('alert')).toBeNull();
    expect(screen.getByText('Enter a valid phone number')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Order #7 placed' })).toBeTruthy();
    expect(screen.getByText(/Total: \$99.80/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/en/cabinet#orders');
    expect(api.named('GetCart')).toHaveLength(1);
    const [first, second] = api.named('PlaceOrder');
    const inputOf = (call: typeof first) => (call.body.variables as { input: Record<string, unknown> }).input;
    expect(inputOf(first).idempotency_key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(inputOf(second).idempotency_key).toBe(inputOf(first).idempotency_key);
    expect(inputOf(second)).toMatchObject({
      name: 'Nino',
      delivery_kind: 'pickup',
      pickup_address_id: OPTIONS.pickup_addresses[0].id,
      payment_method: 'cash_on_receipt',
      items: [
        { variant_id: cartLine().variant_id, quantity: 2 },
        { variant_id: CAP.variant_id, quantity: 1 },
      ],
    });
  });
});
