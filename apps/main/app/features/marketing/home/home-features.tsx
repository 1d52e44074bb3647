import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { FEATURE_SLUGS, marketingPaths } from '../marketing-paths';

/** One card per feature page: its name is the link, so each link says where it goes. */
export function HomeFeatures({ locale }: { locale: string }) {
  return (
    <section className="marketing-section" aria-labelledby="home-features-heading">
      <h2 id="home-features-heading">
        <FormattedMessage id="main.home.features.title" />
      </h2>
      <p className="marketing-text">
        <FormattedMessage id="main.home.features.lead" />
      </p>
      <ul className="marketing-grid">
        {FEATURE_SLUGS.map((slug) => (
          <li key={slug} className="marketing-card marketing-card--link">
            <h3>
              <Link to={marketingPaths.feature(locale, slug)}>
                <FormattedMessage id={`main.marketing.feature.${slug}.name`} />
              </Link>
            </h3>
            <p>
              <FormattedMessage id={`main.home.features.${slug}`} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
