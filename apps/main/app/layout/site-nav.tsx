import { FormattedMessage, useIntl } from 'react-intl';
import { matchPath, useLocation } from 'react-router';
import type { Locale } from '@donut/i18n';
import { routeMatchPattern } from '@donut/link-builder';
import { FeatureLinks, ServiceLinks } from './site-nav-links';
import { useDetailsDismiss } from './use-details-dismiss';

/** The public site's main menu from 1300 px: the features in a dropdown, then plans, questions and contacts. */
export function SiteNav({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const featuresRef = useDetailsDismiss();
  const isOnFeature = matchPath(routeMatchPattern('main', 'feature'), pathname) !== null;
  return (
    <nav className="site-nav" aria-label={intl.formatMessage({ id: 'main.nav.main' })}>
      <ul className="site-nav__list">
        <li>
          {/* Keyed by the path: a navigation from the dropdown closes it. */}
          <details key={pathname} ref={featuresRef} className="site-nav__features">
            <summary className={isOnFeature ? 'active' : undefined}>
              <FormattedMessage id="main.marketing.nav.features" />
            </summary>
            <ul className="site-nav__dropdown">
              <FeatureLinks locale={locale} />
            </ul>
          </details>
        </li>
        <ServiceLinks locale={locale} />
      </ul>
    </nav>
  );
}
