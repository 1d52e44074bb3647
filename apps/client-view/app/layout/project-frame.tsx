import type { CSSProperties, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { rememberLocale } from '@donut/app-shell';
import { isLocale, SUPPORTED_LOCALES, type Locale } from '@donut/i18n';
import { pathInLocale, routeHref } from '@donut/link-builder';
import { LanguageSwitcher, PageShell } from '@donut/ui/page';

/** What the frame shows of the project's published site, when there is one. */
export interface FrameSite {
  name: string;
  brandColor: string | null;
  /** Black or white, whichever reads on the brand colour (decided on the server: the browser gets no validation code). */
  onBrandColor: string | null;
  languages: readonly string[];
}

export interface ProjectFrameProps {
  locale: Locale;
  project?: string;
  site?: FrameSite;
  /** The sections' navigation, when the site has pages for them. */
  nav?: ReactNode;
  /** The client's sign-in or cabinet link, on a site's pages. */
  account?: ReactNode;
  children: ReactNode;
}

/** The brand colour and a text colour readable on it, as CSS custom properties the site's styles use. */
function brandStyle(site: FrameSite | undefined): CSSProperties | undefined {
  if (!site?.brandColor || !site.onBrandColor) return undefined;
  return { '--site-brand': site.brandColor, '--site-on-brand': site.onBrandColor } as CSSProperties;
}

/** The end client's layout: the business's name, its languages, a quiet "made with Donut" footer. */
export function ProjectFrame({ locale, project, site, nav, account, children }: ProjectFrameProps) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const name = site?.name ?? project;
  const locales = site ? site.languages.filter(isLocale) : SUPPORTED_LOCALES;
  return (
    <div className="cv-frame" style={brandStyle(site)}>
      <PageShell
        header={
          <>
            <a
              className="donut-logo"
              href={routeHref('client-view', 'home', {}, { locale })}
              aria-label={name ? intl.formatMessage({ id: 'cv.nav.home' }, { project: name }) : undefined}
            >
              {name ?? 'Donut'}
            </a>
            {nav}
            {account}
            {locales.length > 1 ? (
              <LanguageSwitcher
                current={locale}
                locales={locales}
                hrefFor={(target) => pathInLocale(pathname, search, target)}
                onSwitch={rememberLocale}
              />
            ) : null}
          </>
        }
        footer={<FormattedMessage id="cv.footer.powered" />}
      >
        {children}
      </PageShell>
    </div>
  );
}
