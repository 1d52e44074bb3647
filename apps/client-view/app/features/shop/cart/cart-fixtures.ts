/* Test helper: carts as the API answers them. Not imported by the app. */
import type { Cart, CartLine } from './cart-api';

export const cartLine = (overrides: Partial<CartLine> = {}): CartLine => ({
  variant_id: '11111111-1111-4111-8111-111111111111',
  product_id: 'p1',
  name: 'T-shirt',
  option_values: ['M', 'Blue'],
  photo: null,
  price_minor: 3990,
  regular_price_minor: 4500,
  quantity: 2,
  available: null,
  can_order: true,
  ...overrides,
});

export const cartOf = (lines: CartLine[], subtotal?: number): Cart => ({
  lines,
  count: lines.reduce((sum, line) => sum + line.quantity, 0),
  subtotal_minor:
    subtotal ??
    lines.filter((line) => line.can_order).reduce((sum, line) => sum + line.price_minor * line.quantity, 0),
  currency_code: 'USD',
  currency_minor_digits: 2,
});

export const CAP = cartLine({
  variant_id: '22222222-2222-4222-8222-222222222222',
  product_id: 'p2',
  name: 'Cap',
  option_values: [],
  price_minor: 1500,
  regular_price_minor: 1500,
  quantity: 1,
});
