import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { links, rememberLocale } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import { pathInLocale, routeHref } from '@donut/link-builder';
import { LanguageSwitcher, PageShell } from '@donut/ui';
import type { ProjectSections } from '../shared/project/sections';
import { CrmMenu } from './crm-menu';
import { CrmSectionsNav, type SectionCounts } from './crm-sections-nav';
import { CrmSignOut } from './crm-sign-out';

export interface CrmFrameProps {
  locale: Locale;
  project?: string;
  /** The sections the project shows, for its menu (none on error screens). */
  sections?: ProjectSections;
  /** What the menu counts beside its sections (new applications). */
  counts?: SectionCounts;
  /** The header's sign-out; off where the page offers its own (the paywall). */
  hasSignOut?: boolean;
  children: ReactNode;
}

/**
 * The CRM's layout: product mark, current project, and its menu (the sections, the link back to the main site,
 * sign-out, languages), which a phone opens from a Menu button.
 */
export function CrmFrame({ locale, project, sections, counts, hasSignOut = true, children }: CrmFrameProps) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  return (
    <PageShell
      header={
        <div className="crm-header">
          <a
            className="donut-logo"
            href={routeHref('crm', 'admin', {})}
            aria-label={intl.formatMessage({ id: 'crm.nav.home' })}
          >
            Donut CRM
          </a>
          {project ? (
            <span className="crm-project" data-testid="crm-project">
              <FormattedMessage id="crm.header.project" values={{ project }} />
            </span>
          ) : null}
          <CrmMenu>
            {project && sections ? <CrmSectionsNav sections={sections} counts={counts} /> : null}
            <a href={links().route('main', 'home', {}, { locale })}>
              <FormattedMessage id="crm.nav.main-site" />
            </a>
            {project && hasSignOut ? <CrmSignOut locale={locale} /> : null}
            <LanguageSwitcher
              current={locale}
              hrefFor={(target) => pathInLocale(pathname, search, target)}
              onSwitch={rememberLocale}
            />
          </CrmMenu>
        </div>
      }
      footer={<FormattedMessage id="crm.footer.copyright" values={{ year: new Date().getFullYear() }} />}
    >
      {children}
    </PageShell>
  );
}
