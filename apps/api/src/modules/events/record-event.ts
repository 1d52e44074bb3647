import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { domainEvents, type DomainEventKind } from '../../db/schema';

export interface DomainEvent {
  projectId: string;
  kind: DomainEventKind;
  /** The row the event is about. */
  subjectId: string;
  /** Ids and the values a message needs; never secrets. */
  payload?: Record<string, unknown>;
}

/** The channel a committed event is announced on (outbox-listener.ts wakes the delivery job). */
export const OUTBOX_CHANNEL = 'domain_events';

/**
 * Writes an event to the outbox (`domain_events`) inside the caller's transaction: it is delivered only if that
 * transaction commits (DOMAINS.md). Call it with the `tx` of the change it reports. The NOTIFY it sends is
 * held by the database until the commit (and dropped with a rollback), so delivery starts right after it.
 * @example await db.transaction(async (tx) => { ...; await recordDomainEvent(tx, { projectId, kind: 'application.received', subjectId: id }); })
 */
export async function recordDomainEvent(tx: Db, event: DomainEvent): Promise<void> {
  await tx.insert(domainEvents).values({
    projectId: event.projectId,
    kind: event.kind,
    subjectId: event.subjectId,
    payload: event.payload ?? {},
  });
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}
