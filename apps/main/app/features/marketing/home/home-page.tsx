import type { Locale } from '@donut/i18n';
import { CallToAction } from '../call-to-action';
import { HomeBusinesses } from './home-businesses';
import { HomeFeatures } from './home-features';
import { HomeHero } from './home-hero';
import { HomeSteps } from './home-steps';
import { HomeTerms } from './home-terms';
import '../marketing.css';
import './home.css';

/** The home page (spec §2, issue 4): who Donut is for, what it does, how to start, the terms, and the way in. */
export function HomePage({ locale }: { locale: Locale }) {
  return (
    <div className="home">
      <HomeHero locale={locale} />
      <HomeBusinesses />
      <HomeFeatures locale={locale} />
      <HomeSteps />
      <HomeTerms locale={locale} />
      <CallToAction headingId="home-cta-heading" />
    </div>
  );
}
