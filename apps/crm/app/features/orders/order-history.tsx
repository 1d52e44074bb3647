import { FormattedMessage } from 'react-intl';
import type { OrderFieldsFragment } from '@donut/graphql';
import { RecordHistory } from '../../shared/inbox/record-history';

type Entry = OrderFieldsFragment['history'][number];

/** What happened to the order, newest first: placed, each status and payment change, the owner's notes. */
export function OrderHistory({ history, timeZone }: { history: readonly Entry[]; timeZone: string }) {
  return (
    <RecordHistory
      history={history}
      timeZone={timeZone}
      keyOf={(entry, index) => `${entry.created_at}-${index}`}
      renderWhat={(entry) => (
        <FormattedMessage
          id="crm.orders.history.entry"
          values={{ kind: entry.kind, status: entry.status ?? 'other' }}
        />
      )}
    />
  );
}
