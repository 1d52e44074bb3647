import { useSyncExternalStore } from 'react';

// The header's cart badge, filled in the browser: pages stay the same for every visitor (the HTML cache), and
// whatever changes the cart (the product page, the cart, a repeated order) tells the header here.

let count: number | null = null;
const listeners = new Set<() => void>();

/** Units in the cart, as the API last answered; null until the page has asked. */
export function setCartCount(next: number | null) {
  count = next;
  listeners.forEach((listener) => listener());
}

export const cartCount = () => count;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The cart's units for the header; null on the server and until known. */
export const useCartCount = () =>
  useSyncExternalStore(
    subscribe,
    () => count,
    () => null,
  );
