import type { SessionTokens } from '@donut/app-shell';
import { makeStore, type AppStore } from '@donut/store';

let pageStore: AppStore | null = null;

/**
 * The page's store, starting signed in when the server rendered for a customer of this site. The browser keeps
 * it for the customer's session (`customerSession`), which signs it in and out outside React, e.g. in a route's
 * clientLoader; a server render makes one per request and keeps none.
 */
export function createPageStore(session: SessionTokens | null): AppStore {
  const store = makeStore(session ? { session: { status: 'authenticated', ...session } } : undefined);
  if (typeof window !== 'undefined') pageStore = store;
  return store;
}

/** The browser page's store (see `createPageStore`). */
export function currentPageStore(): AppStore {
  if (!pageStore) throw new Error('currentPageStore: the page has no store yet');
  return pageStore;
}
