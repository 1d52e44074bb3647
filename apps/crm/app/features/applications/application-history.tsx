import { FormattedDate, FormattedMessage } from 'react-intl';
import type { ApplicationDetailFieldsFragment } from '@donut/graphql';

type Entry = ApplicationDetailFieldsFragment['history'][number];

/** What happened to the application, newest first: sent, each status change (a rejection with its reason), notes. */
export function ApplicationHistory({ history, timeZone }: { history: readonly Entry[]; timeZone: string }) {
  return (
    <ol className="crm-application-history">
      {[...history].reverse().map((entry) => (
        <li key={entry.id} className="crm-application-history__entry">
          <p className="crm-application-history__what">
            <FormattedMessage
              id="crm.applications.history.entry"
              values={{ kind: entry.kind, status: entry.status ?? 'new' }}
            />
          </p>
          {entry.text ? <p className="crm-application-history__text">{entry.text}</p> : null}
          <p className="crm-application-history__meta">
            <FormattedMessage
              id="crm.applications.history.meta"
              values={{
                author: entry.author_name ?? '',
                hasAuthor: entry.author_name ? 'yes' : 'no',
                time: (
                  <FormattedDate
                    value={entry.created_at}
                    dateStyle="medium"
                    timeStyle="short"
                    timeZone={timeZone}
                  />
                ),
              }}
            />
          </p>
        </li>
      ))}
    </ol>
  );
}
