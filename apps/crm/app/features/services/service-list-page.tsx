import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { MODAL_IDS } from '@donut/auth';
import type { ServiceCategoryFieldsFragment } from '@donut/graphql';
import { routeHref } from '@donut/link-builder';
import { Button } from '@donut/ui';
import { ListFooter } from '../../shared/list/list-footer';
import { ChoiceDialog } from '../../shared/list/choice-dialog';
import { SearchField } from '../../shared/list/search-field';
import { useStoreModal } from '../../shared/list/use-store-modal';
import { useProjectCurrency } from '../../shared/money/use-project-currency';
import type { CrmProject } from '../../shared/project/load-project';
import { CategoryTools } from './category-tools';
import { DeleteCategoryDialog } from './delete-category-dialog';
import { ServiceCategoriesPanel } from './service-categories-panel';
import { ServiceCategoryDialog } from './service-category-dialog';
import { ServiceList } from './service-list';
import { canReorder, SERVICE_SORTS, serviceFilterCount, type VisibilityChoice } from './service-list-state';
import { useServiceActions } from './use-service-actions';
import { useServiceCategories } from './use-service-categories';
import { useServiceList } from './use-service-list';
import { useServiceListState } from './use-service-list-state';
import { useOtherSiteLanguages } from './use-site-languages';
import './services.css';

type CategoryDialog =
  | { kind: 'create' }
  | { kind: 'edit'; category: ServiceCategoryFieldsFragment }
  | { kind: 'delete'; category: ServiceCategoryFieldsFragment }
  | null;

const VISIBILITIES: readonly VisibilityChoice[] = ['all', 'shown', 'hidden'];

/**
 * The CRM's services: the categories beside the list (chosen by the `category` query key), search, visibility
 * (modal-filters), order (modal-sort), "Show more", bulk show and hide, moving services and categories in the owner's
 * order, and the categories' own edit, hide and delete. The state lives in the address, so a reload keeps it.
 */
export function ServiceListPage({ project }: { project: CrmProject }) {
  const intl = useIntl();
  const list = useServiceListState();
  const { state } = list;
  const services = useServiceList(project.id, state, list.setPages);
  const categories = useServiceCategories(project.id);
  const { currency } = useProjectCurrency(project.currency_id);
  const { languages } = useOtherSiteLanguages(project.id);
  const actions = useServiceActions(project.id);
  const filters = useStoreModal(MODAL_IDS.filters);
  const sort = useStoreModal(MODAL_IDS.sort);
  const [dialog, setDialog] = useState<CategoryDialog>(null);
  const chosenCategory =
    state.category.kind === 'one'
      ? categories.categories.find(
          (category) => state.category.kind === 'one' && category.id === state.category.id,
        )
      : undefined;
  const isNarrowed = Boolean(state.search) || state.visibility !== 'all' || state.category.kind !== 'all';
  const page = services.page;
  const isEmptyCatalogue = page?.list.length === 0 && !isNarrowed;
  const filterCount = serviceFilterCount(state);
  const newServiceHref = routeHref(
    'crm',
    'adminServiceNew',
    {},
    chosenCategory ? { query: { category: chosenCategory.id } } : {},
  );

  const addButton = (
    <Link className="donut-button donut-button--primary" to={newServiceHref}>
      <FormattedMessage id="crm.services.add" />
    </Link>
  );

  let body;
  if (services.isLoading) {
    body = (
      <p role="status" aria-busy="true">
        <FormattedMessage id="crm.services.loading" />
      </p>
    );
  } else if (services.hasError || !page) {
    body = (
      <div role="alert">
        <p>
          <FormattedMessage id="crm.services.load-failed" />
        </p>
        <Button variant="secondary" onClick={services.retry}>
          <FormattedMessage id="crm.services.retry" />
        </Button>
      </div>
    );
  } else if (isEmptyCatalogue) {
    body = (
      <div className="crm-services__empty">
        <h2>
          <FormattedMessage id="crm.services.empty.title" />
        </h2>
        <p>
          <FormattedMessage id="crm.services.empty.text" />
        </p>
        {addButton}
      </div>
    );
  } else if (page.list.length === 0) {
    body = (
      <div className="crm-services__empty" role="status">
        <p>
          <FormattedMessage id="crm.services.no-results" />
        </p>
        <Button variant="secondary" onClick={list.reset}>
          <FormattedMessage id="crm.services.reset" />
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        {canReorder(state) ? null : (
          <p className="crm-services__note">
            <FormattedMessage id="crm.services.reorder-off" />
          </p>
        )}
        <ServiceList
          services={page.list}
          categories={categories.categories}
          currency={currency}
          isReorderable={canReorder(state)}
          isStale={services.isStale}
          reorder={actions.reorder}
          setVisible={actions.setVisible}
        />
        <ListFooter
          className="crm-services__footer"
          page={page}
          list={services}
          messages={{
            count: 'crm.services.count',
            moreFailed: 'crm.services.more-failed',
            showMore: 'crm.services.show-more',
          }}
        />
      </>
    );
  }

  return (
    <section className="crm-services" aria-labelledby="services-heading">
      <div className="crm-services__header">
        <h1 id="services-heading">
          <FormattedMessage id="crm.services.title" />
        </h1>
        {isEmptyCatalogue ? null : addButton}
      </div>
      <div className="crm-services__layout">
        <ServiceCategoriesPanel
          state={state}
          categories={categories.categories}
          isLoading={categories.isLoading}
          hasError={categories.hasError}
          onRetry={categories.retry}
          onAdd={() => setDialog({ kind: 'create' })}
        />
        <div className="crm-services__main">
          {chosenCategory ? (
            <div className="crm-services__category">
              <h2>{chosenCategory.name}</h2>
              <CategoryTools
                category={chosenCategory}
                categories={categories.categories}
                onEdit={() => setDialog({ kind: 'edit', category: chosenCategory })}
                onDelete={() => setDialog({ kind: 'delete', category: chosenCategory })}
                setVisible={(isVisible) => categories.setVisible(chosenCategory, isVisible)}
                reorder={categories.reorder}
              />
            </div>
          ) : null}
          {isEmptyCatalogue ? null : (
            <div className="crm-services__toolbar">
              <SearchField
                className="crm-services__search"
                label={<FormattedMessage id="crm.services.search" />}
                value={state.search}
                onSearch={list.setSearch}
              />
              <div className="crm-services__tools">
                <Button variant="secondary" onClick={filters.open}>
                  <FormattedMessage id="crm.services.filters.open" values={{ count: filterCount }} />
                </Button>
                <Button variant="secondary" onClick={sort.open}>
                  <FormattedMessage
                    id="crm.services.sort.open"
                    values={{
                      sort: intl.formatMessage({ id: 'crm.services.sort.option' }, { sort: state.sort }),
                    }}
                  />
                </Button>
              </div>
            </div>
          )}
          {body}
        </div>
      </div>
      <ChoiceDialog
        id={MODAL_IDS.filters}
        isOpen={filters.isOpen}
        title={intl.formatMessage({ id: 'crm.services.filters.title' })}
        name="visibility"
        legend={<FormattedMessage id="crm.services.filters.visibility" />}
        choices={VISIBILITIES}
        label={(visibility) => (
          <FormattedMessage id="crm.services.filters.visibility-option" values={{ visibility }} />
        )}
        value={state.visibility}
        applyLabel={<FormattedMessage id="crm.services.filters.apply" />}
        reset={{ label: <FormattedMessage id="crm.services.filters.reset" />, to: 'all' }}
        onApply={(visibility) => {
          filters.close();
          list.setVisibility(visibility);
        }}
        onClose={filters.close}
      />
      <ChoiceDialog
        id={MODAL_IDS.sort}
        isOpen={sort.isOpen}
        title={intl.formatMessage({ id: 'crm.services.sort.title' })}
        name="sort"
        legend={intl.formatMessage({ id: 'crm.services.sort.title' })}
        isLegendHidden
        choices={SERVICE_SORTS}
        label={(key) => <FormattedMessage id="crm.services.sort.option" values={{ sort: key }} />}
        value={state.sort}
        applyLabel={<FormattedMessage id="crm.services.sort.apply" />}
        onApply={(key) => {
          sort.close();
          list.setSort(key);
        }}
        onClose={sort.close}
      />
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <ServiceCategoryDialog
          category={dialog.kind === 'edit' ? dialog.category : null}
          languages={languages}
          save={(input) =>
            dialog.kind === 'edit' ? categories.rename(dialog.category, input) : categories.create(input)
          }
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteCategoryDialog
          category={dialog.category}
          categories={categories.categories}
          remove={(moveTo) => categories.remove(dialog.category, moveTo)}
          onDeleted={() => {
            setDialog(null);
            list.setCategory({ kind: 'all' });
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}
