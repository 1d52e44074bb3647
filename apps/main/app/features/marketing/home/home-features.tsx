import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import { FEATURE_SLUGS } from '../marketing-pages';

/** One card per feature page: its name is the link, so each link says where it goes. */
export function HomeFeatures({ locale }: { locale: Locale }) {
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
              <Link to={routeHref('main', 'feature', { feature: slug }, { locale })}>
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
