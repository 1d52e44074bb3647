import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { rememberLocale } from '@donut/app-shell';
import { pathInLocale, type Locale } from '@donut/i18n';
import { LanguageSwitcher, PageShell } from '@donut/ui';
import { AuthModalHost } from '../features/auth/auth-modal-host';
import { QueryNotifications } from '../features/notifications/query-notifications';
import { ToastHost } from '../features/notifications/toast-host';
import { HeaderAccount } from './header-account';

/** The default layout: header with navigation and language switcher, footer. */
export function SiteFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  return (
    <PageShell
      header={
        <>
          <a className="donut-logo" href={`/${locale}/`} aria-label={intl.formatMessage({ id: 'main.nav.home' })}>
            Donut
          </a>
          <nav aria-label={intl.formatMessage({ id: 'main.nav.main' })}>
            <a href={`/${locale}/rates`}>
              <FormattedMessage id="main.nav.rates" />
            </a>
          </nav>
          <LanguageSwitcher
            current={locale}
            hrefFor={(target) => pathInLocale(pathname, search, target)}
            onSwitch={rememberLocale}
          />
          <HeaderAccount locale={locale} />
        </>
      }
      footer={<FormattedMessage id="main.footer.copyright" values={{ year: new Date().getFullYear() }} />}
    >
      {children}
      <AuthModalHost />
      <QueryNotifications />
      <ToastHost />
    </PageShell>
  );
}
