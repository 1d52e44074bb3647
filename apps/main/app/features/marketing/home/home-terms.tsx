import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';

/** Spec §1 stated terms, said up front where a visitor weighs signing up. */
const TERMS = ['trial', 'support', 'receipt', 'legal-entity', 'refund'] as const;

export function HomeTerms({ locale }: { locale: Locale }) {
  return (
    <section className="marketing-section" aria-labelledby="home-terms-heading">
      <h2 id="home-terms-heading">
        <FormattedMessage id="main.home.terms.title" />
      </h2>
      <ul className="marketing-grid">
        {TERMS.map((term) => (
          <li key={term} className="marketing-card">
            <h3>
              <FormattedMessage id={`main.home.terms.${term}.title`} />
            </h3>
            <p>
              <FormattedMessage id={`main.home.terms.${term}.text`} />
            </p>
          </li>
        ))}
      </ul>
      <p>
        <Link to={routeHref('main', 'questions', {}, { locale })}>
          <FormattedMessage id="main.home.terms.more" />
        </Link>
      </p>
    </section>
  );
}
