import { FormattedMessage } from 'react-intl';

/** The end client's start screen; booking, shop and cabinet arrive in their own issues. */
export function ProjectHome({ project }: { project: string }) {
  return (
    <section aria-labelledby="cv-home-heading">
      <h1 id="cv-home-heading">
        <FormattedMessage id="cv.home.heading" values={{ project }} />
      </h1>
      <p>
        <FormattedMessage id="cv.home.lead" />
      </p>
    </section>
  );
}
