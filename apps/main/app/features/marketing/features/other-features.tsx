import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePageLocale } from '@donut/app-shell';
import { routeHref } from '@donut/link-builder';
import { FEATURE_SLUGS, type FeatureSlug } from '../marketing-pages';

/** The other feature pages, so a visitor can read on without going back to the home page. */
export function OtherFeatures({ current }: { current: FeatureSlug }) {
  const intl = useIntl();
  const locale = usePageLocale();
  return (
    <nav
      className="marketing-section"
      aria-label={intl.formatMessage({ id: 'main.marketing.feature.other' })}
    >
      <h2>
        <FormattedMessage id="main.marketing.feature.other" />
      </h2>
      <ul className="marketing-chips">
        {FEATURE_SLUGS.filter((slug) => slug !== current).map((slug) => (
          <li key={slug}>
            <Link to={routeHref('main', 'feature', { feature: slug }, { locale })}>
              <FormattedMessage id={`main.marketing.feature.${slug}.name`} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
