import { FormattedMessage } from 'react-intl';
import type { ApplicationStatus } from '@donut/graphql';

/** The status as a badge, coloured by kind and said in words (colour alone tells nothing to some readers). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span className={`cv-application-status cv-application-status--${status}`}>
      <FormattedMessage id={`cv.cabinet.applications.status.${status}`} />
    </span>
  );
}
