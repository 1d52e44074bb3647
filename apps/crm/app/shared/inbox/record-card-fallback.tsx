import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@donut/ui';
import './inbox.css';

/** The message ids a record's card page says while it has no record to show. */
export interface RecordCardFallbackTexts {
  back: string;
  title: string;
  loading: string;
  notFound: string;
  failed: string;
  retry: string;
}

export interface RecordCardFallbackProps {
  /** The card's own class besides `crm-inbox` (`crm-order-card`). */
  className: string;
  /** The heading's id, which the section is labelled by. */
  headingId: string;
  /** The list the back link leads to. */
  backHref: string;
  texts: RecordCardFallbackTexts;
  isLoading: boolean;
  isNotFound: boolean;
  onRetry: () => void;
}

/**
 * A record's card page (an application, an order) before it has the record: the back link and the title, then
 * loading, not found, or the error with a retry.
 *
 * @example
 * <RecordCardFallback className="crm-order-card" headingId="order-heading" backHref={ordersHref}
 *   texts={{ back: 'crm.orders.back', ... }} isLoading={card.isLoading} isNotFound={card.isNotFound} onRetry={card.reload} />
 */
export function RecordCardFallback({
  className,
  headingId,
  backHref,
  texts,
  isLoading,
  isNotFound,
  onRetry,
}: RecordCardFallbackProps) {
  return (
    <section className={`crm-inbox ${className}`} aria-labelledby={headingId}>
      <p>
        <Link to={backHref}>
          <FormattedMessage id={texts.back} />
        </Link>
      </p>
      <h1 id={headingId}>
        <FormattedMessage id={texts.title} />
      </h1>
      {isLoading ? (
        <p role="status" aria-busy="true">
          <FormattedMessage id={texts.loading} />
        </p>
      ) : isNotFound ? (
        <p role="alert">
          <FormattedMessage id={texts.notFound} />
        </p>
      ) : (
        <div role="alert">
          <p>
            <FormattedMessage id={texts.failed} />
          </p>
          <Button variant="secondary" onClick={onRetry}>
            <FormattedMessage id={texts.retry} />
          </Button>
        </div>
      )}
    </section>
  );
}
