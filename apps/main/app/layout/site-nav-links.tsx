import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import { FEATURE_SLUGS } from '../features/marketing/marketing-pages';

/** The eight feature pages as list items, for the header's dropdown and the phone menu. */
export function FeatureLinks({ locale }: { locale: Locale }) {
  return FEATURE_SLUGS.map((slug) => (
    <li key={slug}>
      <NavLink to={routeHref('main', 'feature', { feature: slug }, { locale })}>
        <FormattedMessage id={`main.marketing.feature.${slug}.name`} />
      </NavLink>
    </li>
  ));
}

/** Plans, questions, the knowledge base and contacts: the pages a visitor checks before signing up. */
export function ServiceLinks({ locale }: { locale: Locale }) {
  return (
    <>
      <li>
        <NavLink to={routeHref('main', 'rates', {}, { locale })}>
          <FormattedMessage id="main.nav.rates" />
        </NavLink>
      </li>
      <li>
        <NavLink to={routeHref('main', 'questions', {}, { locale })}>
          <FormattedMessage id="main.marketing.nav.questions" />
        </NavLink>
      </li>
      <li>
        <NavLink to={routeHref('main', 'faq', {}, { locale })}>
          <FormattedMessage id="main.faq.title" />
        </NavLink>
      </li>
      <li>
        <NavLink to={routeHref('main', 'contacts', {}, { locale })}>
          <FormattedMessage id="main.marketing.nav.contacts" />
        </NavLink>
      </li>
    </>
  );
}
