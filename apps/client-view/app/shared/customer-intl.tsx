import { use, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { sharedIntl, usePageLocale } from '@donut/app-shell';
import { DEFAULT_LOCALE, isLocale } from '@donut/i18n';
import { customerCatalogStore } from '../i18n/customer-catalogs';

/**
 * Starts downloading the client's own texts in the page's language, with a lazily loaded page's code (the server
 * has every catalog from the root middleware).
 * @example lazy(() => Promise.all([import('./page'), loadCustomerTexts()]).then(([page]) => page))
 */
export function loadCustomerTexts(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const lang = document.documentElement.lang;
  return customerCatalogStore.loadCatalog(isLocale(lang) ? lang : DEFAULT_LOCALE);
}

/**
 * react-intl with the site's texts and the client's own (cabinet, sign-in, the forms' checks) around a page that
 * uses them. A page reached in another language waits for that language's texts.
 */
export function CustomerIntl({ children }: { children: ReactNode }) {
  const locale = usePageLocale();
  if (Object.keys(customerCatalogStore.catalogs[locale]).length === 0)
    use(customerCatalogStore.loadCatalog(locale));
  return (
    <RawIntlProvider value={sharedIntl(locale, customerCatalogStore.catalogs)}>{children}</RawIntlProvider>
  );
}
