import { browserPublicEnv } from '@donut/app-shell';
import {
  GetCartDocument,
  graphqlFetch,
  SetCartLineDocument,
  type CartFieldsFragment,
  type GraphqlResult,
} from '@donut/graphql';
import { selectIsAuthenticated } from '@donut/store';
import { setCartCount } from '../../../shared/cart-count';
import { browserCartToken, keepCartToken } from '../../../shared/cart-token';
import { customerSession, pageLocale, siteDomain } from '../../../shared/customer-session/customer-session';
import { currentPageStore } from '../../../shared/customer-session/page-store';

export type Cart = CartFieldsFragment;
export type CartLine = Cart['lines'][number];

interface CartAnswer {
  cart: Cart;
  cart_token?: string | null;
}

// Browser only: the product page, the cart and the cabinet's "Repeat order" change the cart through here.

async function callOptions() {
  const isSignedIn = selectIsAuthenticated(currentPageStore().getState());
  return {
    url: `${browserPublicEnv().apiUrl}/graphql`,
    // A signed-in customer's cart is theirs on every device; the visitor token they still hold joins it once.
    accessToken: isSignedIn ? await customerSession().getAccessToken() : null,
    language: pageLocale(),
  };
}

let lastCart: Cart | null = null;

/** Keeps the token the API answered and tells the header the cart's units. */
function kept<T>(result: GraphqlResult<T>, answerOf: (data: T) => CartAnswer): GraphqlResult<Cart> {
  if (!result.ok) return result;
  const answer = answerOf(result.data);
  keepCartToken(answer.cart_token ?? null);
  setCartCount(answer.cart.count);
  lastCart = answer.cart;
  return { ok: true, data: answer.cart };
}

/** The cart as it is now (the customer's when signed in, else the visitor's of the cookie). */
export async function fetchCart(): Promise<GraphqlResult<Cart>> {
  const result = await graphqlFetch(
    GetCartDocument,
    { domain: siteDomain(), cart_token: browserCartToken() },
    await callOptions(),
  );
  return kept(result, (data) => data.cart);
}

/** Sets how many units of a variant the cart holds (0 removes it); "Not enough quantity" comes under `quantity`. */
export async function setCartLine(variantId: string, quantity: number): Promise<GraphqlResult<Cart>> {
  const result = await graphqlFetch(
    SetCartLineDocument,
    { domain: siteDomain(), cart_token: browserCartToken(), variant_id: variantId, quantity },
    await callOptions(),
  );
  return kept(result, (data) => data.set_cart_line);
}

/** The header's badge on a page that did not read the cart itself. */
export async function refreshCartCount(): Promise<void> {
  await fetchCart();
}

/**
 * Puts `quantity` more units of a variant in the cart: added to what its line holds (the cart is read first when
 * this page has not yet), for the product page and "Repeat order".
 */
export async function addToCart(variantId: string, quantity: number): Promise<GraphqlResult<Cart>> {
  let cart = lastCart;
  if (!cart) {
    const read = await fetchCart();
    if (!read.ok) return read;
    cart = read.data;
  }
  const held = cart.lines.find((line) => line.variant_id === variantId)?.quantity ?? 0;
  return setCartLine(variantId, held + quantity);
}
