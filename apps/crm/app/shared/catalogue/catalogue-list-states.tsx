import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@donut/ui';
import './catalogue.css';

/** A catalogue's words (message ids) for its list while it loads, fails, is empty or finds nothing. */
export interface CatalogueListStatesMessages {
  loading: string;
  loadFailed: string;
  retry: string;
  emptyTitle: string;
  emptyText: string;
  noResults: string;
  reset: string;
}

export interface CatalogueListStatesProps<Page extends { list: readonly unknown[] }> {
  /** The paged list (usePagedList): its page once loaded. */
  list: { page: Page | null; isLoading: boolean; hasError: boolean; retry: () => unknown };
  /** Nothing in the catalogue at all (not merely nothing found): invites to add the first item. */
  isEmptyCatalogue: boolean;
  /** The link that adds an item, shown in the empty catalogue. */
  addButton: ReactNode;
  /** Clears the search and filters when they find nothing. */
  onReset: () => void;
  messages: CatalogueListStatesMessages;
  /** The rows, once a page with some has loaded. */
  children: (page: Page) => ReactNode;
}

/**
 * The body of a catalogue's list (services, products): loading, a failure with a retry, the empty catalogue with its
 * add button, nothing found with a reset, else the rows `children` render.
 */
export function CatalogueListStates<Page extends { list: readonly unknown[] }>({
  list,
  isEmptyCatalogue,
  addButton,
  onReset,
  messages,
  children,
}: CatalogueListStatesProps<Page>) {
  const { page } = list;
  if (list.isLoading)
    return (
      <p role="status" aria-busy="true">
        <FormattedMessage id={messages.loading} />
      </p>
    );
  if (list.hasError || !page)
    return (
      <div role="alert">
        <p>
          <FormattedMessage id={messages.loadFailed} />
        </p>
        <Button variant="secondary" onClick={list.retry}>
          <FormattedMessage id={messages.retry} />
        </Button>
      </div>
    );
  if (isEmptyCatalogue)
    return (
      <div className="crm-catalogue-empty">
        <h2>
          <FormattedMessage id={messages.emptyTitle} />
        </h2>
        <p>
          <FormattedMessage id={messages.emptyText} />
        </p>
        {addButton}
      </div>
    );
  if (page.list.length === 0)
    return (
      <div className="crm-catalogue-empty" role="status">
        <p>
          <FormattedMessage id={messages.noResults} />
        </p>
        <Button variant="secondary" onClick={onReset}>
          <FormattedMessage id={messages.reset} />
        </Button>
      </div>
    );
  return <>{children(page)}</>;
}
