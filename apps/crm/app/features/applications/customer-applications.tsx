import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { GetApplicationListDocument } from '@donut/graphql';
import { ApplicationList } from './application-list';
import '../../shared/inbox/inbox.css';
import './applications.css';

export interface CustomerApplicationsProps {
  project: { id: string; timezone: string };
  customerId: string;
}

/** A customer's card's applications, newest first, each leading to its card (the 100 latest: the API's page). */
export function CustomerApplications({ project, customerId }: CustomerApplicationsProps) {
  const query = useQuery(GetApplicationListDocument, {
    variables: {
      project_id: project.id,
      filter: { customer_id: customerId },
      sort: { field: 'created_at', direction: 'desc' },
      limit: 100,
      offset: 0,
    },
  });
  const list = query.data?.application_list.list ?? null;
  return (
    <section className="crm-customer-card__block" aria-labelledby="customer-applications-heading">
      <h2 id="customer-applications-heading">
        <FormattedMessage id="crm.applications.of-client" />
      </h2>
      {list ? (
        list.length ? (
          <ApplicationList applications={list} timeZone={project.timezone} />
        ) : (
          <p>
            <FormattedMessage id="crm.applications.of-client-none" />
          </p>
        )
      ) : query.error ? (
        <p role="alert">
          <FormattedMessage id="crm.applications.load-failed" />
        </p>
      ) : (
        <p role="status" aria-busy="true">
          <FormattedMessage id="crm.applications.loading" />
        </p>
      )}
    </section>
  );
}
