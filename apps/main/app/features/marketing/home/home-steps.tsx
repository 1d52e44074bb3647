import { FormattedMessage } from 'react-intl';

/** Spec §9: onboarding is described as 4 steps. */
export const ONBOARDING_STEPS = [1, 2, 3, 4] as const;

export function HomeSteps() {
  return (
    <section className="marketing-section" aria-labelledby="home-steps-heading">
      <h2 id="home-steps-heading">
        <FormattedMessage id="main.home.steps.title" />
      </h2>
      <ol className="home-steps">
        {ONBOARDING_STEPS.map((step) => (
          <li key={step} className="home-steps__step">
            <h3>
              <FormattedMessage id={`main.home.steps.${step}.title`} />
            </h3>
            <p>
              <FormattedMessage id={`main.home.steps.${step}.text`} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
