import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { MODAL_IDS } from '@donut/auth';
import type { ProductCategoryFieldsFragment } from '@donut/graphql';
import { routeHref } from '@donut/link-builder';
import { Button } from '@donut/ui';
import { CatalogueList } from '../../shared/catalogue/catalogue-list';
import { CatalogueListStates } from '../../shared/catalogue/catalogue-list-states';
import { CategoriesPanel } from '../../shared/catalogue/categories-panel';
import { CategoryDialogs, type CategoryDialogState } from '../../shared/catalogue/category-dialogs';
import { CategoryTools } from '../../shared/catalogue/category-tools';
import { ChoiceDialog } from '../../shared/list/choice-dialog';
import { ListFooter } from '../../shared/list/list-footer';
import { SearchField } from '../../shared/list/search-field';
import { useStoreModal } from '../../shared/list/use-store-modal';
import { useProjectCurrency } from '../../shared/money/use-project-currency';
import type { CrmProject } from '../../shared/project/load-project';
import { useOtherSiteLanguages } from '../../shared/project/use-site-languages';
import { ProductFiltersDialog } from './product-filters-dialog';
import { ProductImportDialog } from './product-import-dialog';
import {
  canReorder,
  isNarrowed,
  PRODUCT_SORTS,
  productFilterCount,
  productListSearchParams,
} from './product-list-state';
import {
  PRODUCT_CATEGORY_MESSAGES,
  PRODUCT_LIST_MESSAGES,
  PRODUCT_LIST_STATES_MESSAGES,
} from './product-messages';
import { ProductRow } from './product-row';
import { useExportProducts } from './use-export-products';
import { useProductActions } from './use-product-actions';
import { useProductCategories } from './use-product-categories';
import { useProductList } from './use-product-list';
import { useProductListState } from './use-product-list-state';
import './products.css';

/**
 * The CRM's products (the shop's catalogue): the categories beside the list, search, filters (modal-filters), order
 * (modal-sort), "Show more", bulk show and hide, moves in the owner's order, the categories' own edit, hide, reorder
 * and delete, and CSV export (of what the list shows) and import (modal-product-import). The state lives in the
 * address, so a reload keeps it.
 */
export function ProductListPage({ project }: { project: CrmProject }) {
  const intl = useIntl();
  const list = useProductListState();
  const { state } = list;
  const products = useProductList(project.id, state, list.setPages);
  const categories = useProductCategories(project.id);
  const { currency } = useProjectCurrency(project.currency_id);
  const { languages } = useOtherSiteLanguages(project.id);
  const actions = useProductActions(project.id);
  const filters = useStoreModal(MODAL_IDS.filters);
  const sort = useStoreModal(MODAL_IDS.sort);
  const [dialog, setDialog] = useState<CategoryDialogState<ProductCategoryFieldsFragment>>(null);
  const [isImportOpen, setImportOpen] = useState(false);
  const exporter = useExportProducts(project, state);
  const chosen = state.category;
  const chosenCategory =
    chosen.kind === 'one' ? categories.categories.find((category) => category.id === chosen.id) : undefined;
  const categoryName = new Map(categories.categories.map((category) => [category.id, category.name]));
  const isEmptyCatalogue = products.page?.list.length === 0 && !isNarrowed(state);
  const isReorderable = canReorder(state);
  const newProductHref = routeHref(
    'crm',
    'adminProductNew',
    {},
    chosenCategory ? { query: { category: chosenCategory.id } } : {},
  );

  const addButton = (
    <Link className="donut-button donut-button--primary" to={newProductHref}>
      <FormattedMessage id="crm.products.add" />
    </Link>
  );

  const body = (
    <CatalogueListStates
      list={products}
      isEmptyCatalogue={isEmptyCatalogue}
      addButton={addButton}
      onReset={list.reset}
      messages={PRODUCT_LIST_STATES_MESSAGES}
    >
      {(page) => (
        <>
          {isReorderable ? null : (
            <p className="crm-catalogue-note">
              <FormattedMessage id="crm.products.reorder-off" />
            </p>
          )}
          <CatalogueList
            items={page.list}
            messages={PRODUCT_LIST_MESSAGES}
            isReorderable={isReorderable}
            isStale={products.isStale}
            reorder={actions.reorder}
            setVisible={actions.setVisible}
            renderRow={(product, row) => (
              <ProductRow
                key={product.id}
                product={product}
                categoryName={product.category_id ? (categoryName.get(product.category_id) ?? null) : null}
                currency={currency}
                {...row}
              />
            )}
          />
          <ListFooter
            className="crm-products__footer"
            page={page}
            list={products}
            messages={{
              count: 'crm.products.count',
              moreFailed: 'crm.products.more-failed',
              showMore: 'crm.products.show-more',
            }}
          />
        </>
      )}
    </CatalogueListStates>
  );

  return (
    <section className="crm-products" aria-labelledby="products-heading">
      <div className="crm-products__header">
        <h1 id="products-heading">
          <FormattedMessage id="crm.products.title" />
        </h1>
        <div className="crm-products__tools">
          <Button variant="secondary" isLoading={exporter.isExporting} onClick={exporter.exportCsv}>
            <FormattedMessage id="crm.products.export" />
          </Button>
          <Button variant="secondary" onClick={() => setImportOpen(true)}>
            <FormattedMessage id="crm.products.import.open" />
          </Button>
          {isEmptyCatalogue ? null : addButton}
        </div>
      </div>
      {exporter.hasFailed ? (
        <p role="alert" className="crm-products__error">
          {exporter.failure ?? <FormattedMessage id="crm.products.export-failed" />}
        </p>
      ) : null}
      <div className="crm-catalogue-layout">
        <CategoriesPanel
          chosen={chosen}
          categories={categories.categories}
          countOf={(category) => category.product_count}
          searchFor={(category) => productListSearchParams({ ...state, category, pages: 1 }).toString()}
          messages={PRODUCT_CATEGORY_MESSAGES}
          isLoading={categories.isLoading}
          hasError={categories.hasError}
          onRetry={categories.retry}
          onAdd={() => setDialog({ kind: 'create' })}
        />
        <div className="crm-catalogue-main">
          {chosenCategory ? (
            <div className="crm-products__category">
              <h2>{chosenCategory.name}</h2>
              <CategoryTools
                category={chosenCategory}
                categories={categories.categories}
                messages={PRODUCT_CATEGORY_MESSAGES}
                onEdit={() => setDialog({ kind: 'edit', category: chosenCategory })}
                onDelete={() => setDialog({ kind: 'delete', category: chosenCategory })}
                setVisible={(isVisible) => categories.setVisible(chosenCategory, isVisible)}
                reorder={categories.reorder}
              />
            </div>
          ) : null}
          {isEmptyCatalogue ? null : (
            <div className="crm-products__toolbar">
              <SearchField
                className="crm-catalogue-search"
                label={<FormattedMessage id="crm.products.search" />}
                value={state.search}
                onSearch={list.setSearch}
              />
              <div className="crm-products__tools">
                <Button variant="secondary" onClick={filters.open}>
                  <FormattedMessage
                    id="crm.products.filters.open"
                    values={{ count: productFilterCount(state) }}
                  />
                </Button>
                <Button variant="secondary" onClick={sort.open}>
                  <FormattedMessage
                    id="crm.products.sort.open"
                    values={{
                      sort: intl.formatMessage({ id: 'crm.products.sort.option' }, { sort: state.sort }),
                    }}
                  />
                </Button>
              </div>
            </div>
          )}
          {body}
        </div>
      </div>
      <ProductFiltersDialog
        isOpen={filters.isOpen}
        value={state}
        categories={categories.categories}
        onApply={(chosenFilters) => {
          filters.close();
          list.setFilters(chosenFilters);
        }}
        onClose={filters.close}
      />
      <ChoiceDialog
        id={MODAL_IDS.sort}
        isOpen={sort.isOpen}
        title={intl.formatMessage({ id: 'crm.products.sort.title' })}
        name="sort"
        legend={intl.formatMessage({ id: 'crm.products.sort.title' })}
        isLegendHidden
        choices={PRODUCT_SORTS}
        label={(key) => <FormattedMessage id="crm.products.sort.option" values={{ sort: key }} />}
        value={state.sort}
        applyLabel={<FormattedMessage id="crm.products.sort.apply" />}
        onApply={(key) => {
          sort.close();
          list.setSort(key);
        }}
        onClose={sort.close}
      />
      <CategoryDialogs
        dialog={dialog}
        id="modal-product-category"
        categories={categories}
        countOf={(category) => category.product_count}
        moveFieldName="move_products_to"
        messages={PRODUCT_CATEGORY_MESSAGES}
        languages={languages}
        onDeleted={() => {
          setDialog(null);
          list.setCategory({ kind: 'all' });
        }}
        onClose={() => setDialog(null)}
      />
      <ProductImportDialog
        projectId={project.id}
        isOpen={isImportOpen}
        onClose={() => setImportOpen(false)}
      />
    </section>
  );
}
