import { FormattedMessage } from 'react-intl';
import type { ApplicationStatus } from '@donut/graphql';

/** An application's status as a coloured label (the colour only repeats what the text says). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span className={`crm-status-badge crm-application-status crm-application-status--${status}`}>
      <FormattedMessage id="crm.applications.status" values={{ status }} />
    </span>
  );
}
