import type { ApolloClient } from '@apollo/client';
import { GetCartDocument } from '@donut/graphql';
import { cartCookie, readCartToken } from '../../../shared/cart-token';
import type { Cart } from './cart-api';

export interface LoadedCart {
  cart: Cart;
  /** A `Set-Cookie` for the response when the API answered another token (or none: a customer's cart holds it). */
  setCookie: string | null;
}

/**
 * The cart on the server, for the page's first render: the visitor's of the request's cookie, or the signed-in
 * customer's (whose session the request's Apollo client carries; a visitor cart joins it and its cookie goes).
 */
export async function loadCart(apollo: ApolloClient, request: Request, domain: string): Promise<LoadedCart> {
  const token = readCartToken(request.headers.get('cookie'));
  const { data } = await apollo.query({
    query: GetCartDocument,
    variables: { domain, cart_token: token },
    fetchPolicy: 'no-cache',
  });
  if (!data) throw new Error('loadCart: the API answered no cart');
  const answered = data.cart.cart_token ?? null;
  const isSecure = new URL(request.url).protocol === 'https:';
  return {
    cart: data.cart.cart,
    setCookie: answered === token ? null : cartCookie(answered, isSecure),
  };
}
