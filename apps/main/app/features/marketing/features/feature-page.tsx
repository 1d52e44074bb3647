import { FormattedMessage } from 'react-intl';
import { CallToAction } from '../call-to-action';
import type { FeatureSlug } from '../marketing-pages';
import { SignUpLink } from '../sign-up-link';
import { BENEFIT_NUMBERS, featureMessage, isRollingOut } from './feature-content';
import { FeatureIllustration } from './feature-illustration';
import { OtherFeatures } from './other-features';
import '../marketing.css';

/** features/{slug}: what the feature does for the business and its clients, its benefits, who it suits, a call to sign up. */
export function FeaturePage({ slug }: { slug: FeatureSlug }) {
  return (
    <article className="marketing-page" aria-labelledby="feature-heading">
      <header className="marketing-hero">
        <div className="marketing-hero__text">
          <p className="marketing-eyebrow">
            <FormattedMessage id="main.marketing.feature.eyebrow" />
          </p>
          <h1 id="feature-heading">
            <FormattedMessage id={featureMessage(slug, 'heading')} />
          </h1>
          <p className="marketing-lead">
            <FormattedMessage id={featureMessage(slug, 'lead')} />
          </p>
          {isRollingOut(slug) ? (
            <p className="marketing-note">
              <FormattedMessage id="main.marketing.feature.rolling-out" />
            </p>
          ) : null}
          <div className="marketing-hero__actions">
            <SignUpLink>
              <FormattedMessage id="main.marketing.cta.sign-up" />
            </SignUpLink>
          </div>
        </div>
        <FeatureIllustration slug={slug} />
      </header>

      <section className="marketing-section" aria-labelledby="feature-value-heading">
        <h2 id="feature-value-heading">
          <FormattedMessage id="main.marketing.feature.value.title" />
        </h2>
        <div className="marketing-columns">
          <section className="marketing-card" aria-labelledby="feature-business-heading">
            <h3 id="feature-business-heading">
              <FormattedMessage id="main.marketing.feature.value.business" />
            </h3>
            <p>
              <FormattedMessage id={featureMessage(slug, 'business')} />
            </p>
          </section>
          <section className="marketing-card" aria-labelledby="feature-clients-heading">
            <h3 id="feature-clients-heading">
              <FormattedMessage id="main.marketing.feature.value.clients" />
            </h3>
            <p>
              <FormattedMessage id={featureMessage(slug, 'clients')} />
            </p>
          </section>
        </div>
      </section>

      <section className="marketing-section" aria-labelledby="feature-benefits-heading">
        <h2 id="feature-benefits-heading">
          <FormattedMessage id="main.marketing.feature.benefits.title" />
        </h2>
        <ul className="marketing-grid">
          {BENEFIT_NUMBERS.map((number) => (
            <li key={number} className="marketing-card">
              <h3>
                <FormattedMessage id={featureMessage(slug, `benefit.${number}.title`)} />
              </h3>
              <p>
                <FormattedMessage id={featureMessage(slug, `benefit.${number}.text`)} />
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="marketing-section" aria-labelledby="feature-audience-heading">
        <h2 id="feature-audience-heading">
          <FormattedMessage id="main.marketing.feature.audience.title" />
        </h2>
        <p className="marketing-text">
          <FormattedMessage id={featureMessage(slug, 'audience')} />
        </p>
      </section>

      <OtherFeatures current={slug} />
      <CallToAction headingId="feature-cta-heading" />
    </article>
  );
}
