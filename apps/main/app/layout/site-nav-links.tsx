import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router';
import { FEATURE_SLUGS, marketingPaths } from '../features/marketing/marketing-paths';

/** The eight feature pages as list items, for the header's dropdown and the phone menu. */
export function FeatureLinks({ locale }: { locale: string }) {
  return FEATURE_SLUGS.map((slug) => (
    <li key={slug}>
      <NavLink to={marketingPaths.feature(locale, slug)}>
        <FormattedMessage id={`main.marketing.feature.${slug}.name`} />
      </NavLink>
    </li>
  ));
}

/** Plans, questions, the knowledge base and contacts: the pages a visitor checks before signing up. */
export function ServiceLinks({ locale }: { locale: string }) {
  return (
    <>
      <li>
        <NavLink to={marketingPaths.rates(locale)}>
          <FormattedMessage id="main.nav.rates" />
        </NavLink>
      </li>
      <li>
        <NavLink to={marketingPaths.questions(locale)}>
          <FormattedMessage id="main.marketing.nav.questions" />
        </NavLink>
      </li>
      <li>
        <NavLink to={`/${locale}/faq`}>
          <FormattedMessage id="main.faq.title" />
        </NavLink>
      </li>
      <li>
        <NavLink to={marketingPaths.contacts(locale)}>
          <FormattedMessage id="main.marketing.nav.contacts" />
        </NavLink>
      </li>
    </>
  );
}
