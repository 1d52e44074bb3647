import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { ApplicationFieldsFragment } from '@donut/graphql';
import { routeHref } from '@donut/link-builder';
import { ApplicationStatusBadge } from './application-status-badge';
import '../../shared/list/list-rows.css';

export interface ApplicationListProps {
  applications: readonly ApplicationFieldsFragment[];
  /** The business's time zone, for the times sent. */
  timeZone: string;
  /** The applications shown are an earlier search's while the new one loads. */
  isStale?: boolean;
}

/** The applications as cards: a row each on a wide screen, stacked on a phone; the number leads to the card. */
export function ApplicationList({ applications, timeZone, isStale = false }: ApplicationListProps) {
  return (
    <ul className="crm-list crm-application-list" aria-busy={isStale || undefined}>
      {applications.map((application) => (
        <li key={application.id} className="crm-list-row crm-application-row">
          <Link
            className="crm-application-row__number"
            to={routeHref('crm', 'adminApplication', { id: application.id })}
          >
            <FormattedMessage
              id="crm.applications.row.title"
              values={{ number: application.number, service: application.service_name }}
            />
          </Link>
          <ApplicationStatusBadge status={application.status} />
          <span className="crm-application-row__who">
            {[application.name, application.phone].filter(Boolean).join(' · ')}
          </span>
          <span className="crm-application-row__sent">
            <FormattedDate
              value={application.created_at}
              dateStyle="medium"
              timeStyle="short"
              timeZone={timeZone}
            />
          </span>
        </li>
      ))}
    </ul>
  );
}
