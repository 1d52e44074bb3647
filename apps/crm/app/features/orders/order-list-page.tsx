import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { MODAL_IDS } from '@donut/auth';
import { routeHref } from '@donut/link-builder';
import { Button } from '@donut/ui';
import { CatalogueListStates } from '../../shared/catalogue/catalogue-list-states';
import { ListFooter } from '../../shared/list/list-footer';
import { SearchField } from '../../shared/list/search-field';
import { useStoreModal } from '../../shared/list/use-store-modal';
import { useOrderMoney } from '../../shared/money/use-order-money';
import type { CrmProject } from '../../shared/project/load-project';
import { OrderFiltersDialog } from './order-filters-dialog';
import { OrderList } from './order-list';
import { orderFilterCount, orderListFilters } from './order-list-state';
import { useOrderChanges } from './use-order-counts';
import { useOrderList } from './use-order-list';
import { useOrderListState } from './use-order-list-state';
import '../../shared/inbox/inbox.css';
import './orders.css';

export interface OrderListPageProps {
  project: CrmProject;
}

/**
 * /admin/orders: the shop's orders, newest first, with search, filters (modal-filters) and "Show more" kept in the
 * address. A new order shows without a reload: the counts the layout keeps live over `order_changed`
 * (`useOrderChanges`) load the list again.
 */
export function OrderListPage({ project }: OrderListPageProps) {
  const list = useOrderListState();
  const { state } = list;
  const orders = useOrderList(project, state, list.setPages);
  useOrderChanges(project.id, orders.refetch);
  const money = useOrderMoney(project.currency_id);
  const filters = useStoreModal(MODAL_IDS.filters);
  const filterCount = orderFilterCount(state);
  const isNarrowed = Boolean(state.search) || filterCount > 0;

  return (
    <section className="crm-inbox crm-orders" aria-labelledby="orders-heading">
      <h1 id="orders-heading">
        <FormattedMessage id="crm.orders.title" />
      </h1>
      <p>
        <Link to={routeHref('crm', 'adminShopSettings', {})}>
          <FormattedMessage id="crm.orders.settings-link" />
        </Link>
      </p>
      <div className="crm-inbox__toolbar">
        <SearchField
          className="crm-inbox__search"
          label={<FormattedMessage id="crm.orders.search" />}
          hint={<FormattedMessage id="crm.orders.search-hint" />}
          value={state.search}
          onSearch={list.setSearch}
        />
        <div className="crm-inbox__tools">
          <Button variant="secondary" onClick={filters.open}>
            <FormattedMessage id="crm.orders.filters.open" values={{ count: filterCount }} />
          </Button>
        </div>
      </div>
      <CatalogueListStates
        list={orders}
        isEmptyCatalogue={!isNarrowed && orders.page?.list.length === 0}
        addButton={null}
        onReset={list.reset}
        messages={{
          loading: 'crm.orders.loading',
          loadFailed: 'crm.orders.load-failed',
          retry: 'crm.orders.retry',
          emptyTitle: 'crm.orders.empty.title',
          emptyText: 'crm.orders.empty.text',
          noResults: 'crm.orders.no-results',
          reset: 'crm.orders.reset',
        }}
      >
        {(page) => (
          <>
            <OrderList
              orders={page.list}
              timeZone={project.timezone}
              money={money}
              isStale={orders.isStale}
            />
            <ListFooter
              className="crm-inbox__footer"
              page={page}
              list={orders}
              messages={{
                count: 'crm.orders.count',
                moreFailed: 'crm.orders.more-failed',
                showMore: 'crm.orders.show-more',
              }}
            />
          </>
        )}
      </CatalogueListStates>
      <OrderFiltersDialog
        isOpen={filters.isOpen}
        filters={orderListFilters(state)}
        onApply={(next) => {
          filters.close();
          list.setFilters(next);
        }}
        onClose={filters.close}
      />
    </section>
  );
}
