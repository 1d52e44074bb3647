import { checkoutTotals, errorTarget, toCheckoutInput, checkoutValues } from './checkout-values';
import { CAP, cartLine, cartOf } from '../cart/cart-fixtures';

const courier = {
  kind: 'courier' as const,
  name: 'Courier',
  description: null,
  price_minor: 500,
  free_from_minor: 10000,
};
const pickup = {
  kind: 'pickup' as const,
  name: 'Pickup',
  description: null,
  price_minor: 0,
  free_from_minor: null,
};

describe('the checkout summary', () => {
  it('takes the personal discount in whole percent, rounded down', () => {
    const totals = checkoutTotals(
      { subtotal_minor: 9999 },
      { deliveries: [pickup], discount_percent: 5 },
      'pickup',
    );
    expect(totals).toEqual({ subtotal: 9999, discount: 499, delivery: 0, total: 9500 });
  });

  it('makes the courier free from its amount compared after the discount, as the API does', () => {
    const options = { deliveries: [courier], discount_percent: 10 };
    expect(checkoutTotals({ subtotal_minor: 10500 }, options, 'courier')).toMatchObject({
      delivery: 500,
      total: 9950,
    });
    expect(checkoutTotals({ subtotal_minor: 11200 }, options, 'courier')).toMatchObject({
      delivery: 0,
      total: 10080,
    });
    expect(checkoutTotals({ subtotal_minor: 10500 }, options, '')).toMatchObject({
      delivery: null,
      total: 9450,
    });
  });

  it('sends only the lines that can be ordered, and the address the delivery needs', () => {
    const cart = cartOf([cartLine(), { ...CAP, can_order: false }]);
    const values = {
      ...checkoutValues({
        deliveries: [courier],
        pickup_addresses: [],
        payment_methods: ['cash_on_receipt'],
        currency: 'USD',
        discount_percent: 0,
      }),
      name: 'Nino',
      phone: '+995555123456',
      address: 'Rustaveli 1',
      pickup_address_id: 'x',
    };
    const input = toCheckoutInput(values, cart, 'key-12345', 'token-1');
    expect(input).toMatchObject({
      items: [{ variant_id: cartLine().variant_id, quantity: 2 }],
      delivery_kind: 'courier',
      address: 'Rustaveli 1',
      pickup_address_id: null,
      email: null,
      payment_method: 'cash_on_receipt',
      idempotency_key: 'key-12345',
      cart_token: 'token-1',
    });
  });

  it("reads the API's error paths as fields and cart lines", () => {
    expect(errorTarget('input.items[1].quantity')).toEqual({ line: 1 });
    expect(errorTarget('items[0].variant_id')).toEqual({ line: 0 });
    expect(errorTarget('input.address')).toEqual({ field: 'address' });
    expect(errorTarget('phone')).toEqual({ field: 'phone' });
  });
});
