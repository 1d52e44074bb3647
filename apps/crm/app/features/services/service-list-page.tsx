import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { MODAL_IDS } from '@donut/auth';
import type { ServiceCategoryFieldsFragment } from '@donut/graphql';
import { routeHref } from '@donut/link-builder';
import { Button } from '@donut/ui';
import { CatalogueListStates } from '../../shared/catalogue/catalogue-list-states';
import { CategoriesPanel } from '../../shared/catalogue/categories-panel';
import { CategoryDialogs, type CategoryDialogState } from '../../shared/catalogue/category-dialogs';
import { CategoryTools } from '../../shared/catalogue/category-tools';
import { ListFooter } from '../../shared/list/list-footer';
import { ChoiceDialog } from '../../shared/list/choice-dialog';
import { SearchField } from '../../shared/list/search-field';
import { useStoreModal } from '../../shared/list/use-store-modal';
import { useProjectCurrency } from '../../shared/money/use-project-currency';
import type { CrmProject } from '../../shared/project/load-project';
import { useOtherSiteLanguages } from '../../shared/project/use-site-languages';
import { ServiceList } from './service-list';
import {
  canReorder,
  SERVICE_SORTS,
  serviceFilterCount,
  serviceListSearchParams,
  type VisibilityChoice,
} from './service-list-state';
import { SERVICE_CATEGORY_MESSAGES, SERVICE_LIST_STATES_MESSAGES } from './service-messages';
import { useServiceActions } from './use-service-actions';
import { useServiceCategories } from './use-service-categories';
import { useServiceList } from './use-service-list';
import { useServiceListState } from './use-service-list-state';
import './services.css';

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
  const [dialog, setDialog] = useState<CategoryDialogState<ServiceCategoryFieldsFragment>>(null);
  const chosenCategory =
    state.category.kind === 'one'
      ? categories.categories.find(
          (category) => state.category.kind === 'one' && category.id === state.category.id,
        )
      : undefined;
  const isNarrowed = Boolean(state.search) || state.visibility !== 'all' || state.category.kind !== 'all';
  const isEmptyCatalogue = services.page?.list.length === 0 && !isNarrowed;
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

  const body = (
    <CatalogueListStates
      list={services}
      isEmptyCatalogue={isEmptyCatalogue}
      addButton={addButton}
      onReset={list.reset}
      messages={SERVICE_LIST_STATES_MESSAGES}
    >
      {(page) => (
        <>
          {canReorder(state) ? null : (
            <p className="crm-catalogue-note">
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
      )}
    </CatalogueListStates>
  );

  return (
    <section className="crm-services" aria-labelledby="services-heading">
      <div className="crm-services__header">
        <h1 id="services-heading">
          <FormattedMessage id="crm.services.title" />
        </h1>
        {isEmptyCatalogue ? null : addButton}
      </div>
      <div className="crm-catalogue-layout">
        <CategoriesPanel
          chosen={state.category}
          categories={categories.categories}
          countOf={(category) => category.service_count}
          searchFor={(category) => serviceListSearchParams({ ...state, category, pages: 1 }).toString()}
          messages={SERVICE_CATEGORY_MESSAGES}
          isLoading={categories.isLoading}
          hasError={categories.hasError}
          onRetry={categories.retry}
          onAdd={() => setDialog({ kind: 'create' })}
        />
        <div className="crm-catalogue-main">
          {chosenCategory ? (
            <div className="crm-services__category">
              <h2>{chosenCategory.name}</h2>
              <CategoryTools
                category={chosenCategory}
                categories={categories.categories}
                messages={SERVICE_CATEGORY_MESSAGES}
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
                className="crm-catalogue-search"
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
      <CategoryDialogs
        dialog={dialog}
        id="modal-service-category"
        categories={categories}
        countOf={(category) => category.service_count}
        moveFieldName="move_services_to"
        messages={SERVICE_CATEGORY_MESSAGES}
        languages={languages}
        onDeleted={() => {
          setDialog(null);
          list.setCategory({ kind: 'all' });
        }}
        onClose={() => setDialog(null)}
      />
    </section>
  );
}
