import { FormattedMessage } from 'react-intl';
import { Button } from '@donut/ui';

/** A block's data on its way. */
export function BlockLoading({ messageId }: { messageId: string }) {
  return (
    <p className="crm-block__status" aria-busy="true">
      <FormattedMessage id={messageId} />
    </p>
  );
}

/** A block's data failed to load: what happened and a way to try again. */
export function BlockError({ messageId, onRetry }: { messageId: string; onRetry: () => void }) {
  return (
    <div className="crm-block__status" role="alert">
      <p>
        <FormattedMessage id={messageId} />
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <FormattedMessage id="crm.home.retry" />
      </Button>
    </div>
  );
}

export interface ShowMoreFooterProps {
  /** "Shown N of M <things>", with the plural of the block's things. */
  countMessageId: string;
  shown: number;
  total: number;
  hasNextPage: boolean;
  isLoadingMore: boolean;
  hasMoreError: boolean;
  onShowMore: () => void;
}

/** "Shown N of M", the next page's failure and the "Show more" button under a list. */
export function ShowMoreFooter({
  countMessageId,
  shown,
  total,
  hasNextPage,
  isLoadingMore,
  hasMoreError,
  onShowMore,
}: ShowMoreFooterProps) {
  return (
    <div className="crm-block__footer">
      <p>
        <FormattedMessage id={countMessageId} values={{ shown, total }} />
      </p>
      {hasMoreError ? (
        <p role="alert">
          <FormattedMessage id="crm.home.more-error" />
        </p>
      ) : null}
      {hasNextPage ? (
        <Button variant="secondary" isLoading={isLoadingMore} onClick={onShowMore}>
          <FormattedMessage id="crm.home.show-more" />
        </Button>
      ) : null}
    </div>
  );
}
