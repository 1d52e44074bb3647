import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ServiceCategoryFieldsFragment } from '@donut/graphql';
import { Button } from '@donut/ui';
import { serviceListSearchParams, type CategoryChoice, type ServiceListState } from './service-list-state';

export interface ServiceCategoriesPanelProps {
  state: ServiceListState;
  categories: readonly ServiceCategoryFieldsFragment[];
  isLoading: boolean;
  hasError: boolean;
  onRetry: () => void;
  onAdd: () => void;
}

const isChosen = (choice: CategoryChoice, state: ServiceListState) =>
  choice.kind === state.category.kind &&
  (choice.kind !== 'one' || state.category.kind !== 'one' || choice.id === state.category.id);

/**
 * The categories beside the list: each a link that shows its services (spec §2's `category` query key), with how many
 * it holds and a mark when it is hidden; "All services", "No category", and "Add a category".
 */
export function ServiceCategoriesPanel({
  state,
  categories,
  isLoading,
  hasError,
  onRetry,
  onAdd,
}: ServiceCategoriesPanelProps) {
  const intl = useIntl();
  const linkTo = (category: CategoryChoice) => ({
    search: `?${serviceListSearchParams({ ...state, category, pages: 1 }).toString()}`,
  });
  const item = (choice: CategoryChoice, key: string, label: React.ReactNode) => (
    <li key={key}>
      <Link
        className="crm-service-categories__link"
        to={linkTo(choice)}
        aria-current={isChosen(choice, state) ? 'page' : undefined}
        preventScrollReset
      >
        {label}
      </Link>
    </li>
  );

  return (
    <nav
      className="crm-service-categories"
      aria-label={intl.formatMessage({ id: 'crm.services.categories.title' })}
    >
      <h2 className="crm-service-categories__title">
        <FormattedMessage id="crm.services.categories.title" />
      </h2>
      <ul>
        {item({ kind: 'all' }, 'all', <FormattedMessage id="crm.services.categories.all" />)}
        {categories.map((category) =>
          item(
            { kind: 'one', id: category.id },
            category.id,
            <>
              <span className="crm-service-categories__name">{category.name}</span>
              <span className="crm-service-categories__count">
                <FormattedMessage
                  id="crm.services.categories.count"
                  values={{ count: category.service_count }}
                />
              </span>
              {category.is_visible ? null : (
                <span className="crm-chip">
                  <FormattedMessage id="crm.services.hidden" />
                </span>
              )}
            </>,
          ),
        )}
        {item({ kind: 'none' }, 'none', <FormattedMessage id="crm.services.no-category" />)}
      </ul>
      {isLoading ? (
        <p role="status" aria-busy="true">
          <FormattedMessage id="crm.services.categories.loading" />
        </p>
      ) : null}
      {hasError ? (
        <div role="alert">
          <p>
            <FormattedMessage id="crm.services.categories.load-failed" />
          </p>
          <Button variant="secondary" onClick={onRetry}>
            <FormattedMessage id="crm.services.retry" />
          </Button>
        </div>
      ) : null}
      <Button variant="secondary" onClick={onAdd}>
        <FormattedMessage id="crm.services.categories.add" />
      </Button>
    </nav>
  );
}
