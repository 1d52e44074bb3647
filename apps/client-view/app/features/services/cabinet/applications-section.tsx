import { useEffect, useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Button, FormError, useShowMore } from '@donut/ui';
import { ApplicationDetails } from './application-details';
import { ApplicationStatusBadge } from './application-status';
import {
  loadApplication,
  loadApplicationPage,
  type CustomerApplicationDetail,
  type CustomerApplicationItem,
  type CustomerApplicationPage,
} from './customer-applications';
import './applications.css';

function ApplicationItem({ application }: { application: CustomerApplicationItem }) {
  const [details, setDetails] = useState<CustomerApplicationDetail | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [isLoading, setIsLoading] = useState(false);
  const [hasError, setHasError] = useState(false);
  const detailsId = `cv-application-${application.id}`;

  async function handleToggle() {
    if (isOpen) return setIsOpen(false);
    setIsOpen(true);
    setHasError(false);
    setIsLoading(true);
    // Read anew at each opening: the files' links are signed for 10 minutes only.
    try {
      setDetails(await loadApplication(application.id));
    } catch {
      setHasError(true);
    } finally {
      setIsLoading(false);
    }
  }

  return (
    <li className="cv-application">
      <h3 className="cv-application__title">
        <FormattedMessage id="cv.cabinet.applications.number" values={{ number: application.number }} />{' '}
        {application.service_name}
      </h3>
      <p className="cv-application__meta">
        <ApplicationStatusBadge status={application.status} />{' '}
        <time dateTime={application.created_at}>
          <FormattedDate value={application.created_at} dateStyle="medium" timeStyle="short" />
        </time>
      </p>
      {application.status === 'rejected' && application.rejection_reason ? (
        <p className="cv-application__reason">
          <FormattedMessage
            id="cv.cabinet.applications.reason"
            values={{ reason: application.rejection_reason }}
          />
        </p>
      ) : null}
      <button
        type="button"
        className="donut-button donut-button--link"
        aria-expanded={isOpen}
        aria-controls={detailsId}
        aria-busy={isLoading || undefined}
        onClick={() => void handleToggle()}
      >
        <FormattedMessage id={isOpen ? 'cv.cabinet.applications.hide' : 'cv.cabinet.applications.show'} />
      </button>
      <div id={detailsId}>
        {isOpen && details ? <ApplicationDetails application={details} /> : null}
        <FormError>{hasError ? <FormattedMessage id="cv.cabinet.failed" /> : null}</FormError>
      </div>
    </li>
  );
}

/**
 * The client's applications, newest first, with their status (and a rejection's reason); each opens to what was
 * sent. Read in the browser when the section shows: the cabinet's first render does not wait for it.
 */
export default function ApplicationsSection() {
  const [page, setPage] = useState<CustomerApplicationPage | null>(null);
  const [hasError, setHasError] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    loadApplicationPage(0)
      .then((first) => isCurrent && setPage(first))
      .catch(() => isCurrent && setHasError(true));
    return () => {
      isCurrent = false;
    };
  }, []);

  const { isLoadingMore, hasMoreError, loadMore } = useShowMore(async () => {
    const more = await loadApplicationPage(page?.list.length ?? 0);
    setPage((shown) => (shown ? { ...more, list: [...shown.list, ...more.list] } : more));
  });

  if (hasError)
    return (
      <FormError>
        <FormattedMessage id="cv.cabinet.failed" />
      </FormError>
    );
  if (!page)
    return (
      <p role="status">
        <FormattedMessage id="cv.cabinet.applications.loading" />
      </p>
    );
  if (page.list.length === 0)
    return (
      <p className="cv-cabinet__empty">
        <FormattedMessage id="cv.cabinet.applications.empty" />
      </p>
    );
  return (
    <>
      <ul className="cv-applications">
        {page.list.map((application) => (
          <ApplicationItem key={application.id} application={application} />
        ))}
      </ul>
      <FormError>{hasMoreError ? <FormattedMessage id="cv.cabinet.failed" /> : null}</FormError>
      {page.meta.has_next_page ? (
        <Button variant="secondary" isLoading={isLoadingMore} onClick={() => void loadMore()}>
          <FormattedMessage id="cv.cabinet.applications.more" />
        </Button>
      ) : null}
    </>
  );
}
