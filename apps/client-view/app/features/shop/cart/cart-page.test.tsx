/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://salon.localhost:3003/"}
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError, installFakeApi } from '../../../testing/fake-api';
import { renderInClientView } from '../../../testing/render-in-client-view';
import { CAP, cartLine, cartOf } from './cart-fixtures';
import CartPage from './cart-page';

const GONE = cartLine({
  variant_id: '33333333-3333-4333-8333-333333333333',
  name: 'Scarf',
  option_values: [],
  quantity: 1,
  can_order: false,
});
const FEW = cartLine({
  variant_id: '44444444-4444-4444-8444-444444444444',
  name: 'Mug',
  option_values: [],
  quantity: 3,
  available: 2,
  can_order: false,
});

describe('the cart page', () => {
  beforeEach(() => {
    document.cookie = 'donut-cart-cv=; Max-Age=0; Path=/';
  });

  it('shows each line with its options, prices and marks, and the subtotal of what can be ordered', async () => {
    installFakeApi(() => ({ body: {} }));
    renderInClientView(<CartPage locale="en" cart={cartOf([cartLine(), CAP, GONE, FEW])} />, {
      url: '/en/cart',
    });
    const lines = await screen.findAllByRole('listitem');
    expect(lines).toHaveLength(4);
    expect(within(lines[0]).getByRole('link', { name: 'T-shirt' })).toBeTruthy();
    expect(within(lines[0]).getByText('M · Blue')).toBeTruthy();
    expect(within(lines[0]).getByText('$39.90')).toBeTruthy();
    expect(lines[0].querySelector('del')?.textContent).toBe('Regular price: $45');
    expect(within(lines[1]).queryByText(/Regular price/)).toBeNull();
    expect(within(lines[2]).getByText('No longer sold')).toBeTruthy();
    expect(within(lines[3]).getByText('Only 2 left: lower the quantity')).toBeTruthy();
    expect(screen.getByText('Subtotal: $94.80')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/en/checkout');
  });

  it('changes a quantity, removes a line and shows "Not enough quantity" under the line the API refused', async () => {
    let answer = cartOf([cartLine({ quantity: 3 }), CAP]);
    const api = installFakeApi((call) => {
      const { variables } = call.body as { variables: { variant_id: string; quantity: number } };
      if (variables.quantity > 3)
        return graphqlError('BAD_USER_INPUT', 'Invalid', { quantity: 'Not enough quantity' });
      answer = variables.quantity === 0 ? cartOf([cartLine({ quantity: 3 })]) : answer;
      return { body: { data: { set_cart_line: { cart: answer, cart_token: 'token-1' } } } };
    });
    renderInClientView(<CartPage locale="en" cart={cartOf([cartLine(), CAP])} />, { url: '/en/cart' });
    await userEvent.click(await screen.findByRole('button', { name: 'More: T-shirt' }));
    expect(await screen.findByText('Subtotal: $134.70')).toBeTruthy();
    expect(document.cookie).toContain('donut-cart-cv=token-1');
    await userEvent.click(screen.getByRole('button', { name: 'More: T-shirt' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not enough quantity');
    const [first] = api.named('SetCartLine');
    expect(first.body.variables).toEqual({
      domain: 'salon',
      cart_token: null,
      variant_id: cartLine().variant_id,
      quantity: 3,
    });
    const cap = screen.getAllByRole('listitem')[1];
    await userEvent.click(within(cap).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Subtotal: $119.70')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('offers the shop when the cart is empty, in Russian', async () => {
    installFakeApi(() => ({ body: {} }));
    renderInClientView(<CartPage locale="ru" cart={cartOf([])} />, { url: '/ru/cart' });
    expect(await screen.findByText('Корзина пуста.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Перейти в магазин' }).getAttribute('href')).toBe('/ru/shop');
  });
});
