import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { rememberLocale } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import { pathInLocale, routeHref } from '@donut/link-builder';
import { LanguageSwitcher, PageShell } from '@donut/ui';

export interface ProjectFrameProps {
  locale: Locale;
  project?: string;
  children: ReactNode;
}

/** The end client's layout: the business's name, languages, a quiet "made with Donut" footer. */
export function ProjectFrame({ locale, project, children }: ProjectFrameProps) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  return (
    <PageShell
      header={
        <>
          <a
            className="donut-logo"
            href={routeHref('client-view', 'home', {}, { locale })}
            aria-label={project ? intl.formatMessage({ id: 'cv.nav.home' }, { project }) : undefined}
          >
            {project ?? 'Donut'}
          </a>
          <LanguageSwitcher
            current={locale}
            hrefFor={(target) => pathInLocale(pathname, search, target)}
            onSwitch={rememberLocale}
          />
        </>
      }
      footer={<FormattedMessage id="cv.footer.powered" />}
    >
      {children}
    </PageShell>
  );
}
