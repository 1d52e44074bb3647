import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@donut/ui';
import { isSameCategory, type CategoryChoice } from './category-choice';
import type { CatalogueCategory, CategoryMessages } from './category-messages';
import './catalogue.css';

export interface CategoriesPanelProps<T extends CatalogueCategory> {
  /** The category the list shows. */
  chosen: CategoryChoice;
  categories: readonly T[];
  /** The items a category holds (`service_count`, `product_count`). */
  countOf: (category: T) => number;
  /** The list's address query with this category chosen (from its first page). */
  searchFor: (choice: CategoryChoice) => string;
  messages: CategoryMessages;
  isLoading: boolean;
  hasError: boolean;
  onRetry: () => void;
  onAdd: () => void;
}

/**
 * The categories beside a catalogue list: each a link that shows its items (spec §2's `category` query key), with how
 * many it holds and a mark when it is hidden; "All …", "No category", and "Add a category".
 */
export function CategoriesPanel<T extends CatalogueCategory>({
  chosen,
  categories,
  countOf,
  searchFor,
  messages,
  isLoading,
  hasError,
  onRetry,
  onAdd,
}: CategoriesPanelProps<T>) {
  const intl = useIntl();
  const item = (choice: CategoryChoice, key: string, label: ReactNode) => (
    <li key={key}>
      <Link
        className="crm-categories__link"
        to={{ search: `?${searchFor(choice)}` }}
        aria-current={isSameCategory(choice, chosen) ? 'page' : undefined}
        preventScrollReset
      >
        {label}
      </Link>
    </li>
  );

  return (
    <nav className="crm-categories" aria-label={intl.formatMessage({ id: messages.title })}>
      <h2 className="crm-categories__title">
        <FormattedMessage id={messages.title} />
      </h2>
      <ul>
        {item({ kind: 'all' }, 'all', <FormattedMessage id={messages.all} />)}
        {categories.map((category) =>
          item(
            { kind: 'one', id: category.id },
            category.id,
            <>
              <span className="crm-categories__name">{category.name}</span>
              <span className="crm-categories__count">
                <FormattedMessage id={messages.count} values={{ count: countOf(category) }} />
              </span>
              {category.is_visible ? null : (
                <span className="crm-chip">
                  <FormattedMessage id={messages.hidden} />
                </span>
              )}
            </>,
          ),
        )}
        {item({ kind: 'none' }, 'none', <FormattedMessage id={messages.none} />)}
      </ul>
      {isLoading ? (
        <p role="status" aria-busy="true">
          <FormattedMessage id={messages.loading} />
        </p>
      ) : null}
      {hasError ? (
        <div role="alert">
          <p>
            <FormattedMessage id={messages.loadFailed} />
          </p>
          <Button variant="secondary" onClick={onRetry}>
            <FormattedMessage id={messages.retry} />
          </Button>
        </div>
      ) : null}
      <Button variant="secondary" onClick={onAdd}>
        <FormattedMessage id={messages.add} />
      </Button>
    </nav>
  );
}
