import { FormattedMessage } from 'react-intl';
import type { ApplicationDetailFieldsFragment } from '@donut/graphql';
import { RecordHistory } from '../../shared/inbox/record-history';

type Entry = ApplicationDetailFieldsFragment['history'][number];

/** What happened to the application, newest first: sent, each status change (a rejection with its reason), notes. */
export function ApplicationHistory({ history, timeZone }: { history: readonly Entry[]; timeZone: string }) {
  return (
    <RecordHistory
      history={history}
      timeZone={timeZone}
      keyOf={(entry) => entry.id}
      renderWhat={(entry) => (
        <FormattedMessage
          id="crm.applications.history.entry"
          values={{ kind: entry.kind, status: entry.status ?? 'new' }}
        />
      )}
      renderMeta={(entry, time) => (
        <FormattedMessage
          id="crm.applications.history.meta"
          values={{ author: entry.author_name ?? '', hasAuthor: entry.author_name ? 'yes' : 'no', time }}
        />
      )}
    />
  );
}
