/* Test helper of the billing feature: the cabinet's plans page with the app's providers and toasts. Not imported by the app. */
import type { ReactElement } from 'react';
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import type { Locale } from '@donut/i18n';
import { makeStore } from '@donut/store';
import { renderApp } from '../notifications/test-app';

export interface RenderBillingOptions {
  mocks?: MockLink.MockedResponse[];
  locale?: Locale;
  /** The query of the page's URL, e.g. '?payment=succeeded'. */
  search?: string;
}

/** Renders `ui` as the cabinet's plans page, /{locale}/client/about/rates{search}, signed in. */
export function renderBilling(ui: ReactElement, { mocks = [], locale = 'en', search = '' }: RenderBillingOptions = {}) {
  const cache = new InMemoryCache();
  const store = makeStore({ session: { status: 'authenticated', accessToken: 'access-1', expiresAccessToken: Math.floor(Date.now() / 1000) + 900 } });
  const view = renderApp(ui, { url: `/${locale}/client/about/rates${search}`, locale, mocks, cache, store });
  /** The toasts shown, newest first: message id, type and values. */
  const toasts = () => store.getState().toasts.map((toast) => ({ id: toast.message.id, type: toast.type, values: toast.message.values }));
  /** The page's query now, e.g. after the page removed a parameter. */
  const currentSearch = () => new URL(view.currentUrl(), 'http://donut.test').search;
  return { ...view, cache, toasts, currentSearch };
}
