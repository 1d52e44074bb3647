import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { rememberLocale } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import { pathInLocale, routeHref } from '@donut/link-builder';
import { LanguageSwitcher, PageShell } from '@donut/ui';
import { AuthModalHost } from '../features/auth/auth-modal-host';
import { QueryNotifications } from '../features/notifications/query-notifications';
import { ToastHost } from '../features/notifications/toast-host';
import { isCabinetPath } from '../features/cabinet/cabinet-location';
import { CookieConsentBanner } from '../features/marketing/cookie-consent/cookie-consent-banner';
import { CabinetHeaderControls } from './cabinet-header-controls';
import { HeaderAccount } from './header-account';
import { SiteFooter } from './site-footer';
import { SiteMenu } from './site-menu';
import { SiteNav } from './site-nav';
import './site-frame.css';

/**
 * The default layout: header with navigation and language switcher, footer with every public page and the
 * documents, and the cookie notice. In the cabinet (spec §4) the main
 * menu leaves the header: the sidebar holds the cabinet menu on desktop, and on a narrow screen the menu button
 * opens a drawer with both menus.
 */
export function SiteFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const isCabinet = isCabinetPath(pathname);
  return (
    <PageShell
      header={
        <>
          {isCabinet ? <CabinetHeaderControls locale={locale} /> : <SiteMenu locale={locale} />}
          <a
            className="donut-logo"
            href={routeHref('main', 'home', {}, { locale })}
            aria-label={intl.formatMessage({ id: 'main.nav.home' })}
          >
            Donut
          </a>
          {isCabinet ? null : <SiteNav locale={locale} />}
          <LanguageSwitcher
            current={locale}
            hrefFor={(target) => pathInLocale(pathname, search, target)}
            onSwitch={rememberLocale}
          />
          <HeaderAccount locale={locale} />
        </>
      }
      footer={
        <>
          <SiteFooter locale={locale} isCabinet={isCabinet} />
          <CookieConsentBanner locale={locale} />
        </>
      }
    >
      {children}
      <AuthModalHost />
      <QueryNotifications />
      <ToastHost />
    </PageShell>
  );
}
