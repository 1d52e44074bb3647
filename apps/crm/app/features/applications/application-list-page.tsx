import { FormattedMessage, useIntl } from 'react-intl';
import { MODAL_IDS } from '@donut/auth';
import { Button } from '@donut/ui';
import { ListFooter } from '../../shared/list/list-footer';
import { ChoiceDialog } from '../../shared/list/choice-dialog';
import { SearchField } from '../../shared/list/search-field';
import { useStoreModal } from '../../shared/list/use-store-modal';
import type { CrmProject } from '../../shared/project/load-project';
import { ApplicationFiltersDialog } from './application-filters-dialog';
import { ApplicationList } from './application-list';
import { APPLICATION_SORTS, applicationFilterCount, applicationListFilters } from './application-list-state';
import { useApplicationChanges } from './use-application-counts';
import { useApplicationList } from './use-application-list';
import { useApplicationListState } from './use-application-list-state';
import '../../shared/inbox/inbox.css';
import './applications.css';

export interface ApplicationListPageProps {
  project: CrmProject;
}

/**
 * /admin/applications: the inbox of the requests end clients send, with search, filters (modal-filters), order
 * (modal-sort) and "Show more" kept in the address. New applications show without a reload.
 */
export function ApplicationListPage({ project }: ApplicationListPageProps) {
  const intl = useIntl();
  const list = useApplicationListState();
  const { state } = list;
  const applications = useApplicationList(project, state, list.setPages);
  useApplicationChanges(project.id, applications.refetch);
  const filters = useStoreModal(MODAL_IDS.filters);
  const sort = useStoreModal(MODAL_IDS.sort);
  const filterCount = applicationFilterCount(state);
  const isNarrowed = Boolean(state.search) || filterCount > 0;
  const page = applications.page;
  const sortLabel = (key: string) =>
    intl.formatMessage({ id: 'crm.applications.sort.option' }, { sort: key });

  let body;
  if (applications.isLoading) {
    body = (
      <p role="status" aria-busy="true">
        <FormattedMessage id="crm.applications.loading" />
      </p>
    );
  } else if (applications.hasError || !page) {
    body = (
      <div role="alert">
        <p>
          <FormattedMessage id="crm.applications.load-failed" />
        </p>
        <Button variant="secondary" onClick={applications.retry}>
          <FormattedMessage id="crm.applications.retry" />
        </Button>
      </div>
    );
  } else if (page.list.length === 0 && !isNarrowed) {
    body = (
      <div className="crm-applications__empty">
        <h2>
          <FormattedMessage id="crm.applications.empty.title" />
        </h2>
        <p>
          <FormattedMessage id="crm.applications.empty.text" />
        </p>
      </div>
    );
  } else if (page.list.length === 0) {
    body = (
      <div className="crm-applications__empty" role="status">
        <p>
          <FormattedMessage id="crm.applications.no-results" />
        </p>
        <Button variant="secondary" onClick={list.reset}>
          <FormattedMessage id="crm.applications.reset" />
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <ApplicationList
          applications={page.list}
          timeZone={project.timezone}
          isStale={applications.isStale}
        />
        <ListFooter
          className="crm-inbox__footer"
          page={page}
          list={applications}
          messages={{
            count: 'crm.applications.count',
            moreFailed: 'crm.applications.more-failed',
            showMore: 'crm.applications.show-more',
          }}
        />
      </>
    );
  }

  return (
    <section className="crm-inbox crm-applications" aria-labelledby="applications-heading">
      <h1 id="applications-heading">
        <FormattedMessage id="crm.applications.title" />
      </h1>
      <div className="crm-inbox__toolbar">
        <SearchField
          className="crm-inbox__search"
          label={<FormattedMessage id="crm.applications.search" />}
          hint={<FormattedMessage id="crm.applications.search-hint" />}
          value={state.search}
          onSearch={list.setSearch}
        />
        <div className="crm-inbox__tools">
          <Button variant="secondary" onClick={filters.open}>
            <FormattedMessage id="crm.applications.filters.open" values={{ count: filterCount }} />
          </Button>
          <Button variant="secondary" onClick={sort.open}>
            <FormattedMessage id="crm.applications.sort.open" values={{ sort: sortLabel(state.sort) }} />
          </Button>
        </div>
      </div>
      {body}
      <ApplicationFiltersDialog
        isOpen={filters.isOpen}
        projectId={project.id}
        filters={applicationListFilters(state)}
        onApply={(next) => {
          filters.close();
          list.setFilters(next);
        }}
        onClose={filters.close}
      />
      <ChoiceDialog
        id={MODAL_IDS.sort}
        isOpen={sort.isOpen}
        title={intl.formatMessage({ id: 'crm.applications.sort.title' })}
        name="sort"
        legend={intl.formatMessage({ id: 'crm.applications.sort.title' })}
        isLegendHidden
        choices={APPLICATION_SORTS}
        label={sortLabel}
        value={state.sort}
        applyLabel={<FormattedMessage id="crm.applications.sort.apply" />}
        onApply={(next) => {
          sort.close();
          list.setSort(next);
        }}
        onClose={sort.close}
      />
    </section>
  );
}
