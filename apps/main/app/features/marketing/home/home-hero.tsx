import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import { SignUpLink } from '../sign-up-link';
import { HeroIllustration } from './hero-illustration';

/** The first screen: the promise, the trial and the two ways forward. */
export function HomeHero({ locale }: { locale: Locale }) {
  return (
    <section className="marketing-hero home-hero" aria-labelledby="home-heading">
      <div className="marketing-hero__text">
        <p className="marketing-eyebrow">
          <FormattedMessage id="main.home.hero.eyebrow" />
        </p>
        <h1 id="home-heading">
          <FormattedMessage id="main.home.heading" />
        </h1>
        <p className="marketing-lead">
          <FormattedMessage id="main.home.lead" />
        </p>
        <div className="marketing-hero__actions">
          <SignUpLink>
            <FormattedMessage id="main.marketing.cta.sign-up" />
          </SignUpLink>
          <Link className="donut-button" to={routeHref('main', 'rates', {}, { locale })}>
            <FormattedMessage id="main.home.cta-rates" />
          </Link>
        </div>
        <p className="marketing-hero__note">
          <FormattedMessage id="main.home.hero.note" />
        </p>
      </div>
      <HeroIllustration />
    </section>
  );
}
