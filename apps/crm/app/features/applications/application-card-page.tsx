import { routeHref } from '@donut/link-builder';
import { RecordCardFallback } from '../../shared/inbox/record-card-fallback';
import type { CrmProject } from '../../shared/project/load-project';
import { ApplicationCard } from './application-card';
import { useApplication } from './use-application';
import '../../shared/inbox/inbox.css';
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
    <RecordCardFallback
      className="crm-application-card"
      headingId="application-heading"
      backHref={routeHref('crm', 'adminApplications', {})}
      texts={{
        back: 'crm.applications.back',
        title: 'crm.applications.card-title',
        loading: 'crm.applications.card-loading',
        notFound: 'crm.applications.not-found',
        failed: 'crm.applications.card-failed',
        retry: 'crm.applications.retry',
      }}
      isLoading={card.isLoading}
      isNotFound={card.isNotFound}
      onRetry={card.retry}
    />
  );
}
