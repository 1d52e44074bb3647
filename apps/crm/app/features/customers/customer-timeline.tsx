import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { readApiError } from '@donut/graphql';
import { Button, DeleteWarningDialog, FormError } from '@donut/ui';
import { usePaymentRequiredCheck } from '../../shared/payment-required';
import { CustomerEventLine } from './customer-event-line';
import { CustomerNoteForm } from './customer-note-form';
import { useCustomerEvents } from './use-customer-events';

export interface CustomerTimelineProps {
  projectId: string;
  customerId: string;
  /** The business's time zone, for the dates. */
  timeZone: string;
}

/**
 * The customer's history, newest first, a page at a time: the notes the owner writes (and deletes, after a
 * confirmation) beside what happened to the customer. The later domains add their orders, bookings and messages.
 */
export function CustomerTimeline({ projectId, customerId, timeZone }: CustomerTimelineProps) {
  const intl = useIntl();
  const events = useCustomerEvents(projectId, customerId);
  const checkPaymentRequired = usePaymentRequiredCheck();
  const [noteToDelete, setNoteToDelete] = useState<string | null>(null);
  const [isDeleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { page } = events;

  async function confirmDelete() {
    if (!noteToDelete) return;
    setDeleting(true);
    setError(null);
    try {
      await events.deleteNote(noteToDelete);
    } catch (caught) {
      if (!checkPaymentRequired(caught))
        setError(readApiError(caught).message ?? intl.formatMessage({ id: 'crm.customers.failed' }));
    } finally {
      setDeleting(false);
      setNoteToDelete(null);
    }
  }

  let body;
  if (events.isLoading) {
    body = (
      <p role="status" aria-busy="true">
        <FormattedMessage id="crm.customers.timeline.loading" />
      </p>
    );
  } else if (events.hasError || !page) {
    body = (
      <div role="alert">
        <p>
          <FormattedMessage id="crm.customers.timeline.load-failed" />
        </p>
        <Button variant="secondary" onClick={events.retry}>
          <FormattedMessage id="crm.customers.retry" />
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <ol className="crm-timeline">
          {page.list.map((event) => (
            <li key={event.id} className={`crm-event crm-event--${event.kind}`}>
              <time className="crm-event__date" dateTime={event.created_at}>
                <FormattedDate
                  value={event.created_at}
                  dateStyle="medium"
                  timeStyle="short"
                  timeZone={timeZone}
                />
              </time>
              <div className="crm-event__text">
                <CustomerEventLine event={event} />
              </div>
              {event.kind === 'note' ? (
                <Button variant="link" onClick={() => setNoteToDelete(event.id)}>
                  <FormattedMessage id="crm.customers.note.delete" />
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
        {events.hasMoreError ? (
          <p role="alert">
            <FormattedMessage id="crm.customers.more-failed" />
          </p>
        ) : null}
        {page.meta.has_next_page ? (
          <Button variant="secondary" isLoading={events.isLoadingMore} onClick={events.loadMore}>
            <FormattedMessage id="crm.customers.timeline.show-more" />
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <section className="crm-customer-card__block" aria-labelledby="customer-timeline-heading">
      <h2 id="customer-timeline-heading">
        <FormattedMessage id="crm.customers.timeline.title" />
      </h2>
      <CustomerNoteForm addNote={events.addNote} />
      <FormError>{error}</FormError>
      {body}
      <DeleteWarningDialog
        isOpen={noteToDelete !== null}
        title={<FormattedMessage id="crm.customers.note.delete-title" />}
        isLoading={isDeleting}
        onConfirm={confirmDelete}
        onCancel={() => setNoteToDelete(null)}
      />
    </section>
  );
}
