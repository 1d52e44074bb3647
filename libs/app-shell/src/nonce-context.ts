import { createContext, useContext } from 'react';

/**
 * The document's script nonce, provided by the server entry. In the browser it is undefined: browsers hide
 * nonces from the DOM, and scripts added after the load come from our own origin.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
