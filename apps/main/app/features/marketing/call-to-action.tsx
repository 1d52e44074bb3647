import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { usePageLocale } from '@donut/app-shell';
import { routeHref } from '@donut/link-builder';
import { SignUpLink } from './sign-up-link';

/** The closing block of a public page: try Donut free for 14 days, or compare the plans first. */
export function CallToAction({ headingId }: { headingId: string }) {
  const locale = usePageLocale();
  return (
    <section className="marketing-cta" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="main.marketing.cta.title" />
      </h2>
      <p>
        <FormattedMessage id="main.marketing.cta.text" />
      </p>
      <div className="marketing-cta__actions">
        <SignUpLink>
          <FormattedMessage id="main.marketing.cta.sign-up" />
        </SignUpLink>
        <Link className="donut-button" to={routeHref('main', 'rates', {}, { locale })}>
          <FormattedMessage id="main.marketing.cta.rates" />
        </Link>
      </div>
    </section>
  );
}
