import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MODAL_IDS } from '@donut/auth';
import type { Locale } from '@donut/i18n';
import { Button } from '@donut/ui';
import { ListFooter } from '../../shared/list/list-footer';
import type { CrmProject } from '../../shared/project/load-project';
import { CreateCustomerDialog } from './create-customer-dialog';
import { CustomerFiltersDialog } from './customer-filters-dialog';
import { CustomerList } from './customer-list';
import { customerFilterCount, customerListFilters, hasCustomerFilters } from './customer-list-state';
import { SearchField } from '../../shared/list/search-field';
import { CustomerSortDialog } from './customer-sort-dialog';
import { useCustomerList } from './use-customer-list';
import { useCustomerListState } from './use-customer-list-state';
import { useCustomerTags } from './use-customer-tags';
import { useExportCustomers } from './use-export-customers';
import { useStoreModal } from '../../shared/list/use-store-modal';
import './customers.css';

export interface CustomerListPageProps {
  project: CrmProject;
  locale: Locale;
}

/**
 * The CRM's customer base: search, filters (modal-filters), order (modal-sort), "Show more", export to CSV and
 * "Add a client". The search, filters, order and pages shown live in the address, so a reload keeps them.
 */
export function CustomerListPage({ project, locale }: CustomerListPageProps) {
  const intl = useIntl();
  const list = useCustomerListState();
  const { state } = list;
  const customers = useCustomerList(project.id, state, list.setPages);
  const tags = useCustomerTags(project.id);
  const exporter = useExportCustomers(project, state);
  const filters = useStoreModal(MODAL_IDS.filters);
  const sort = useStoreModal(MODAL_IDS.sort);
  const [isCreating, setCreating] = useState(false);
  const isNarrowed = Boolean(state.search) || hasCustomerFilters(state);
  const filterCount = customerFilterCount(state);
  const page = customers.page;
  const isEmptyBase = page?.list.length === 0 && !isNarrowed;

  const addButton = (
    <Button onClick={() => setCreating(true)}>
      <FormattedMessage id="crm.customers.add" />
    </Button>
  );

  let body;
  if (customers.isLoading) {
    body = (
      <p role="status" aria-busy="true">
        <FormattedMessage id="crm.customers.loading" />
      </p>
    );
  } else if (customers.hasError || !page) {
    body = (
      <div role="alert">
        <p>
          <FormattedMessage id="crm.customers.load-failed" />
        </p>
        <Button variant="secondary" onClick={customers.retry}>
          <FormattedMessage id="crm.customers.retry" />
        </Button>
      </div>
    );
  } else if (isEmptyBase) {
    body = (
      <div className="crm-customers__empty">
        <h2>
          <FormattedMessage id="crm.customers.empty.title" />
        </h2>
        <p>
          <FormattedMessage id="crm.customers.empty.text" />
        </p>
        {addButton}
      </div>
    );
  } else if (page.list.length === 0) {
    body = (
      <div className="crm-customers__empty" role="status">
        <p>
          <FormattedMessage id="crm.customers.no-results" />
        </p>
        <Button variant="secondary" onClick={list.reset}>
          <FormattedMessage id="crm.customers.reset" />
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <CustomerList customers={page.list} timeZone={project.timezone} isStale={customers.isStale} />
        <ListFooter
          className="crm-customers__footer"
          page={page}
          list={customers}
          messages={{
            count: 'crm.customers.count',
            moreFailed: 'crm.customers.more-failed',
            showMore: 'crm.customers.show-more',
          }}
        />
      </>
    );
  }

  return (
    <section className="crm-customers" aria-labelledby="customers-heading">
      <div className="crm-customers__header">
        <h1 id="customers-heading">
          <FormattedMessage id="crm.customers.title" />
        </h1>
        {isEmptyBase ? null : addButton}
      </div>
      {isEmptyBase ? null : (
        <div className="crm-customers__toolbar">
          <SearchField
            className="crm-customers__search"
            label={<FormattedMessage id="crm.customers.search" />}
            hint={<FormattedMessage id="crm.customers.search-hint" />}
            value={state.search}
            onSearch={list.setSearch}
          />
          <div className="crm-customers__tools">
            <Button variant="secondary" onClick={filters.open}>
              {filterCount ? (
                <FormattedMessage id="crm.customers.filters.open-count" values={{ count: filterCount }} />
              ) : (
                <FormattedMessage id="crm.customers.filters.open" />
              )}
            </Button>
            <Button variant="secondary" onClick={sort.open}>
              <FormattedMessage
                id="crm.customers.sort.open"
                values={{
                  sort: intl.formatMessage({ id: 'crm.customers.sort.option' }, { sort: state.sort }),
                }}
              />
            </Button>
            <Button variant="secondary" isLoading={exporter.isExporting} onClick={exporter.exportCsv}>
              <FormattedMessage id="crm.customers.export" />
            </Button>
          </div>
          {exporter.hasFailed ? (
            <p role="alert" className="crm-customers__error">
              <FormattedMessage id="crm.customers.export-failed" />
            </p>
          ) : null}
        </div>
      )}
      {body}
      <CustomerFiltersDialog
        isOpen={filters.isOpen}
        filters={customerListFilters(state)}
        tags={tags.tags}
        isLoadingTags={tags.isLoading}
        onApply={(next) => {
          filters.close();
          list.setFilters(next);
        }}
        onClose={filters.close}
      />
      <CustomerSortDialog
        isOpen={sort.isOpen}
        sort={state.sort}
        onApply={(next) => {
          sort.close();
          list.setSort(next);
        }}
        onClose={sort.close}
      />
      <CreateCustomerDialog
        isOpen={isCreating}
        project={project}
        locale={locale}
        tagSuggestions={tags.tags}
        onClose={() => setCreating(false)}
      />
    </section>
  );
}
