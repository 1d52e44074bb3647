import { cartCount } from '../shared/cart-count';
import { CART_COOKIE } from '../shared/cart-token';

/**
 * The header badge's first read of the cart (`CartEntry`, loaded once the page is idle): asks the API only when
 * the page has not yet, and the visitor holds a cart's cookie or is signed in; the cart's calls come with it then.
 */
export async function loadCartCount(isSignedIn: boolean): Promise<void> {
  if (cartCount() !== null) return;
  if (!isSignedIn && !document.cookie.includes(`${CART_COOKIE}=`)) return;
  const { refreshCartCount } = await import('../features/shop/cart/cart-api');
  await refreshCartCount();
}
