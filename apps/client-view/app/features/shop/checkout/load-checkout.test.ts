import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { loadCart } from '../cart/load-cart';
import { cartLine, cartOf } from '../cart/cart-fixtures';
import { loadCheckout } from './load-checkout';

const OPTIONS = {
  currency: 'USD',
  deliveries: [],
  pickup_addresses: [],
  payment_methods: ['cash_on_receipt', 'card_on_receipt'],
  discount_percent: 0,
};
const apiError = (code: string) =>
  new CombinedGraphQLErrors({ errors: [{ message: code, extensions: { code } }] });

interface Asked {
  operation: string;
  variables: Record<string, unknown>;
}

/** The server's Apollo client as the loaders use it: the cart answers `answeredToken`, the options as told. */
function fakeApollo(answeredToken: string | null, options: () => unknown = () => OPTIONS) {
  const asked: Asked[] = [];
  const apollo = {
    query: async ({
      query,
      variables,
    }: {
      query: { definitions: Array<{ name?: { value: string } }> };
      variables: Record<string, unknown>;
    }) => {
      const operation = query.definitions[0].name?.value ?? '';
      asked.push({ operation, variables });
      if (operation === 'GetCart')
        return { data: { cart: { cart: cartOf([cartLine()]), cart_token: answeredToken } } };
      return { data: { checkout_options: options() } };
    },
  };
  return { apollo: apollo as unknown as ApolloClient, asked };
}

/** What the loaders read of a request: its address and its Cookie header. */
const request = (url: string, cookie?: string) =>
  ({
    url,
    headers: { get: (name: string) => (name === 'cookie' ? (cookie ?? null) : null) },
  }) as unknown as Request;

describe("the cart's and the checkout's server loaders", () => {
  it('sends the cookie’s token, and sets no cookie when the API keeps it', async () => {
    const { apollo, asked } = fakeApollo('token-1');
    const loaded = await loadCart(
      apollo,
      request('http://salon.localhost:3003/en/cart', 'other=1; donut-cart-cv=token-1'),
      'salon',
    );
    expect(asked).toEqual([{ operation: 'GetCart', variables: { domain: 'salon', cart_token: 'token-1' } }]);
    expect(loaded.cart.lines).toHaveLength(1);
    expect(loaded.setCookie).toBeNull();
  });

  it('keeps a new visitor’s token in a host-only cookie, Secure over https', async () => {
    const { apollo } = fakeApollo('fresh token');
    const loaded = await loadCart(apollo, request('https://salon.donut.ge/en/cart'), 'salon');
    expect(loaded.setCookie).toBe(
      'donut-cart-cv=fresh%20token; Path=/; Max-Age=2592000; SameSite=Lax; Secure',
    );
  });

  it('drops the cookie once a signed-in customer’s cart has taken the visitor’s in', async () => {
    const { apollo } = fakeApollo(null);
    const loaded = await loadCart(
      apollo,
      request('http://salon.localhost:3003/en/cart', 'donut-cart-cv=token-1'),
      'salon',
    );
    expect(loaded.setCookie).toBe('donut-cart-cv=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('loads the checkout’s options beside the cart', async () => {
    const { apollo, asked } = fakeApollo('token-1');
    const loaded = await loadCheckout(
      apollo,
      request('http://salon.localhost:3003/en/checkout', 'donut-cart-cv=token-1'),
      'salon',
    );
    expect(asked.map((call) => call.operation).sort()).toEqual(['GetCart', 'GetCheckoutOptions']);
    expect(asked.find((call) => call.operation === 'GetCheckoutOptions')?.variables).toEqual({
      domain: 'salon',
    });
    expect(loaded.options).toEqual(OPTIONS);
    expect(loaded.setCookie).toBeNull();
  });

  it('answers the 404 screen for a site without a shop, and lets other failures through', async () => {
    const missing = fakeApollo('token-1', () => {
      throw apiError('NOT_FOUND');
    });
    const status = await loadCheckout(
      missing.apollo,
      request('http://salon.localhost:3003/en/checkout'),
      'salon',
    ).then(
      () => null,
      (error: { init?: { status?: number } }) => error.init?.status ?? null,
    );
    expect(status).toBe(404);

    const broken = fakeApollo('token-1', () => {
      throw apiError('INTERNAL');
    });
    await expect(
      loadCheckout(broken.apollo, request('http://salon.localhost:3003/en/checkout'), 'salon'),
    ).rejects.toThrow('INTERNAL');
  });
});
