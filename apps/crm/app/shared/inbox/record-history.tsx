import type { ReactNode } from 'react';
import { FormattedDate } from 'react-intl';
import './inbox.css';

/** What every history entry has: when it happened and the owner's note or reason, if any. */
export interface RecordHistoryEntry {
  created_at: string;
  text?: string | null;
}

export interface RecordHistoryProps<Entry extends RecordHistoryEntry> {
  /** Oldest first, as the API sends it; shown newest first. */
  history: readonly Entry[];
  timeZone: string;
  /** A stable key of the entry (its id, or its time and place when it has none). */
  keyOf: (entry: Entry, index: number) => string;
  /** What happened ("Status: In progress"). */
  renderWhat: (entry: Entry) => ReactNode;
  /** The line under it from the entry's formatted time; the time alone when not given. */
  renderMeta?: (entry: Entry, time: ReactNode) => ReactNode;
}

/** What happened to a record (an application, an order), newest first: what, the note if any, when. */
export function RecordHistory<Entry extends RecordHistoryEntry>({
  history,
  timeZone,
  keyOf,
  renderWhat,
  renderMeta = (_entry, time) => time,
}: RecordHistoryProps<Entry>) {
  return (
    <ol className="crm-record-history">
      {history
        .map((entry, index) => ({ entry, key: keyOf(entry, index) }))
        .reverse()
        .map(({ entry, key }) => (
          <li key={key} className="crm-record-history__entry">
            <p className="crm-record-history__what">{renderWhat(entry)}</p>
            {entry.text ? <p className="crm-record-history__text">{entry.text}</p> : null}
            <p className="crm-record-history__meta">
              {renderMeta(
                entry,
                <FormattedDate
                  value={entry.created_at}
                  dateStyle="medium"
                  timeStyle="short"
                  timeZone={timeZone}
                />,
              )}
            </p>
          </li>
        ))}
    </ol>
  );
}
