import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { ApplicationDetailFieldsFragment, ApplicationStatus } from '@donut/graphql';
import { routeHref } from '@donut/link-builder';
import { NoteForm } from '../../shared/notes/note-form';
import { ApplicationAnswers } from './application-answers';
import { ApplicationHistory } from './application-history';
import { ApplicationStatusActions } from './application-status-actions';
import { ApplicationStatusBadge } from './application-status-badge';
import { applicationNoteSchema } from './application-texts';

export interface ApplicationCardProps {
  application: ApplicationDetailFieldsFragment;
  timeZone: string;
  setStatus: (status: ApplicationStatus, reason?: string) => Promise<unknown>;
  addNote: (text: string) => Promise<unknown>;
}

/** An application: its status and moves, the answers and files, the customer one click away, notes and history. */
export function ApplicationCard({ application, timeZone, setStatus, addNote }: ApplicationCardProps) {
  const { customer } = application;
  return (
    <article className="crm-inbox crm-application-card" aria-labelledby="application-heading">
      <p>
        <Link to={routeHref('crm', 'adminApplications', {})}>
          <FormattedMessage id="crm.applications.back" />
        </Link>
      </p>
      <h1 id="application-heading">
        <FormattedMessage
          id="crm.applications.row.title"
          values={{ number: application.number, service: application.service_name }}
        />
      </h1>
      <div className="crm-inbox__status crm-application-card__status">
        <ApplicationStatusBadge status={application.status} />
        <span>
          <FormattedMessage
            id="crm.applications.sent"
            values={{
              channel: application.channel,
              time: (
                <FormattedDate
                  value={application.created_at}
                  dateStyle="medium"
                  timeStyle="short"
                  timeZone={timeZone}
                />
              ),
            }}
          />
        </span>
      </div>
      {application.status === 'rejected' && application.rejection_reason ? (
        <p className="crm-application-card__reason">
          <FormattedMessage id="crm.applications.reason" values={{ reason: application.rejection_reason }} />
        </p>
      ) : null}
      <ApplicationStatusActions
        number={application.number}
        status={application.status}
        setStatus={setStatus}
      />
      <section className="crm-inbox__block" aria-labelledby="application-client-heading">
        <h2 id="application-client-heading">
          <FormattedMessage id="crm.applications.client" />
        </h2>
        <p>
          <Link to={routeHref('crm', 'adminCustomer', { id: customer.id })}>
            {customer.name || application.name}
          </Link>
        </p>
        <p>{[application.phone, customer.email].filter(Boolean).join(' · ')}</p>
      </section>
      <section className="crm-inbox__block" aria-labelledby="application-answers-heading">
        <h2 id="application-answers-heading">
          <FormattedMessage id="crm.applications.answers" />
        </h2>
        <ApplicationAnswers answers={application.answers} files={application.files} />
      </section>
      <section className="crm-inbox__block" aria-labelledby="application-history-heading">
        <h2 id="application-history-heading">
          <FormattedMessage id="crm.applications.history.title" />
        </h2>
        <NoteForm
          addNote={addNote}
          schema={applicationNoteSchema}
          label={<FormattedMessage id="crm.applications.note.label" />}
          submitLabel={<FormattedMessage id="crm.applications.note.add" />}
          failedMessageId="crm.applications.failed"
        />
        <ApplicationHistory history={application.history} timeZone={timeZone} />
      </section>
    </article>
  );
}
