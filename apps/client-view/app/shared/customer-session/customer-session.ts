import { browserPublicEnv } from '@donut/app-shell';
import {
  createCustomerSession,
  signInCustomerInTelegram,
  type CustomerSession,
} from '@donut/app-shell/customer-session';
import { graphqlFetch, type GraphqlResult } from '@donut/graphql';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@donut/i18n';
import { projectFromHost } from '@donut/link-builder';
import { signedOut, type AppStore } from '@donut/store';
import type { TelegramWebApp } from '@donut/telegram';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { currentPageStore } from './page-store';

// Browser only, and loaded only where a page needs the customer (the cabinet, the sign-in, inside Telegram), so the
// site's own pages do not download it.

let session: { store: AppStore; session: CustomerSession } | null = null;

/** The page's language: the API answers (errors, mails, notifications) in it. */
export function pageLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** The site's website address, from the subdomain the page is on. */
export function siteDomain(): string {
  const domain = projectFromHost(window.location.hostname, browserPublicEnv().origins['client-view']);
  if (!domain) throw new Error('customerSession: the page is on no project site');
  return domain;
}

/** The page's customer session on this site (ADR 0029): one per page, bound to the page's store. */
export function customerSession(): CustomerSession {
  const store = currentPageStore();
  if (session?.store !== store)
    session = { store, session: createCustomerSession(store, pageLocale, siteDomain()) };
  return session.session;
}

/**
 * One operation of the contract as the signed-in customer, renewing the access token first (spec §4). Without a
 * session, or when the API no longer knows it, the answer is UNAUTHENTICATED and the page is signed out.
 */
export async function customerOperation<T, V extends Record<string, unknown>>(
  document: TypedDocumentNode<T, V>,
  variables: V,
): Promise<GraphqlResult<T>> {
  const accessToken = await customerSession().getAccessToken();
  const result = accessToken
    ? await graphqlFetch(document, variables, {
        url: `${browserPublicEnv().apiUrl}/graphql`,
        accessToken,
        language: pageLocale(),
      })
    : null;
  if (result?.ok) return result;
  const error = result?.error ?? { code: 'UNAUTHENTICATED', message: null, fields: {} };
  if (error.code === 'UNAUTHENTICATED') currentPageStore().dispatch(signedOut());
  return { ok: false, error };
}

export type TelegramSignInStatus = 'idle' | 'pending' | 'signed-in' | 'failed';

let telegramStatus: TelegramSignInStatus = 'idle';
const listeners = new Set<() => void>();

function setTelegramStatus(status: TelegramSignInStatus) {
  telegramStatus = status;
  listeners.forEach((listener) => listener());
}

/** The Mini App's sign-in through Telegram (spec §4), for `useSyncExternalStore`. */
export const telegramSignIn = {
  status: () => telegramStatus,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Signs the page in with the Mini App's init data unless a session of this site works already. */
  async start(webApp: Pick<TelegramWebApp, 'initData'>): Promise<boolean> {
    if (telegramStatus === 'pending') return false;
    setTelegramStatus('pending');
    const isSignedIn = await signInCustomerInTelegram(customerSession(), webApp);
    setTelegramStatus(isSignedIn ? 'signed-in' : 'failed');
    return isSignedIn;
  },
};
