import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { rememberLocale } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import { pathInLocale } from '@donut/link-builder';
import { LanguageSwitcher } from '@donut/ui';
import { FeatureLinks, ServiceLinks } from './site-nav-links';
import { useDetailsDismiss } from './use-details-dismiss';

/**
 * The public site's menu below 1300 px: a button that unfolds every page, and on a phone the language switcher too,
 * so the header row keeps the logo, the languages (from 769 px) and the account links.
 */
export function SiteMenu({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const menuRef = useDetailsDismiss();
  return (
    <details key={pathname} ref={menuRef} className="site-menu">
      <summary
        className="site-menu__button"
        aria-label={intl.formatMessage({ id: 'main.marketing.nav.menu' })}
      >
        <span className="site-menu__burger" aria-hidden="true" />
      </summary>
      <div className="site-menu__panel">
        <nav aria-label={intl.formatMessage({ id: 'main.nav.main' })}>
          <p className="site-menu__title" id="site-menu-features">
            <FormattedMessage id="main.marketing.nav.features" />
          </p>
          <ul className="site-menu__list" aria-labelledby="site-menu-features">
            <FeatureLinks locale={locale} />
          </ul>
          <ul className="site-menu__list site-menu__list--service">
            <ServiceLinks locale={locale} />
          </ul>
        </nav>
        <LanguageSwitcher
          current={locale}
          hrefFor={(target) => pathInLocale(pathname, search, target)}
          onSwitch={rememberLocale}
        />
      </div>
    </details>
  );
}
