/**
 * Leaves for the payment system's hosted checkout: a full page load, the payer comes back by its
 * return link. Its own module so tests can observe the target (jsdom cannot navigate).
 */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
