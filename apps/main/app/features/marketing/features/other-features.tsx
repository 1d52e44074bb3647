import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { FEATURE_SLUGS, marketingPaths, type FeatureSlug } from '../marketing-paths';

/** The other feature pages, so a visitor can read on without going back to the home page. */
export function OtherFeatures({ current }: { current: FeatureSlug }) {
  const intl = useIntl();
  const { locale = 'ru' } = useParams();
  return (
    <nav className="marketing-section" aria-label={intl.formatMessage({ id: 'main.marketing.feature.other' })}>
      <h2>
        <FormattedMessage id="main.marketing.feature.other" />
      </h2>
      <ul className="marketing-chips">
        {FEATURE_SLUGS.filter((slug) => slug !== current).map((slug) => (
          <li key={slug}>
            <Link to={marketingPaths.feature(locale, slug)}>
              <FormattedMessage id={`main.marketing.feature.${slug}.name`} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
