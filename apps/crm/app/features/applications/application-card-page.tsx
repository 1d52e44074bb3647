import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { routeHref } from '@donut/link-builder';
import { Button } from '@donut/ui';
import type { CrmProject } from '../../shared/project/load-project';
import { ApplicationCard } from './application-card';
import { useApplication } from './use-application';
import './applications.css';

export interface ApplicationCardPageProps {
  project: CrmProject;
  applicationId: string;
}

/** /admin/applications/:id: the card once loaded, else loading, not found, or the error with a retry. */
export function ApplicationCardPage({ project, applicationId }: ApplicationCardPageProps) {
  const card = useApplication(project.id, applicationId);
  if (card.application)
    return (
      <ApplicationCard
        application={card.application}
        timeZone={project.timezone}
        setStatus={card.setStatus}
        addNote={card.addNote}
      />
    );
  return (
    <section className="crm-application-card" aria-labelledby="application-heading">
      <p>
        <Link to={routeHref('crm', 'adminApplications', {})}>
          <FormattedMessage id="crm.applications.back" />
        </Link>
      </p>
      <h1 id="application-heading">
        <FormattedMessage id="crm.applications.card-title" />
      </h1>
      {card.isLoading ? (
        <p role="status" aria-busy="true">
          <FormattedMessage id="crm.applications.card-loading" />
        </p>
      ) : card.isNotFound ? (
        <p role="alert">
          <FormattedMessage id="crm.applications.not-found" />
        </p>
      ) : (
        <div role="alert">
          <p>
            <FormattedMessage id="crm.applications.card-failed" />
          </p>
          <Button variant="secondary" onClick={card.retry}>
            <FormattedMessage id="crm.applications.retry" />
          </Button>
        </div>
      )}
    </section>
  );
}
