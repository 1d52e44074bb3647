import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { links, rememberLocale } from '@donut/app-shell';
import { pathInLocale, type Locale } from '@donut/i18n';
import { LanguageSwitcher, PageShell } from '@donut/ui';
import { CrmSignOut } from './crm-sign-out';

export interface CrmFrameProps {
  locale: Locale;
  project?: string;
  children: ReactNode;
}

/** The CRM's layout: product mark, current project, link back to the main site, languages. */
export function CrmFrame({ locale, project, children }: CrmFrameProps) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  return (
    <PageShell
      header={
        <>
          <a className="donut-logo" href="/admin" aria-label={intl.formatMessage({ id: 'crm.nav.home' })}>
            Donut CRM
          </a>
          {project ? (
            <span className="crm-project" data-testid="crm-project">
              <FormattedMessage id="crm.header.project" values={{ project }} />
            </span>
          ) : null}
          {project ? (
            <nav aria-label={intl.formatMessage({ id: 'crm.nav.sections' })}>
              <a href="/admin/settings">
                <FormattedMessage id="crm.settings.title" />
              </a>
            </nav>
          ) : null}
          <a href={links().route('main', 'home', {}, { locale })}>
            <FormattedMessage id="crm.nav.main-site" />
          </a>
          {project ? <CrmSignOut locale={locale} /> : null}
          <LanguageSwitcher current={locale} hrefFor={(target) => pathInLocale(pathname, search, target)} onSwitch={rememberLocale} />
        </>
      }
      footer={<FormattedMessage id="crm.footer.copyright" values={{ year: new Date().getFullYear() }} />}
    >
      {children}
    </PageShell>
  );
}
