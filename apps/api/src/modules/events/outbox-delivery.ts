import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { domainEvents, type DomainEventKind } from '../../db/schema';

export type OutboxEvent = typeof domainEvents.$inferSelect;

/**
 * One thing the system does about an event (a notification row, a bot message, a mail, a real-time update).
 * Its `name` is recorded on the event once it ran, so a retry after a later reaction failed skips it.
 */
export interface Reaction {
  name: string;
  /**
   * Database-only reactions run in the transaction that records them done, so they happen exactly once.
   * The others (messages to Telegram, mail, the subscription) are recorded right after they succeed: only
   * a crash between the send and that record can repeat one.
   */
  transactional?: boolean;
  run(event: OutboxEvent, db: Db): Promise<void>;
}

/** The reactions of each kind of event, in the order they run: the messages that cannot be taken back last. */
export type ReactionRegistry = Partial<Record<DomainEventKind, readonly Reaction[]>>;

export const OUTBOX_DELIVERY = {
  /** After this many failed attempts the event is kept undelivered with its last error. */
  maxAttempts: 6,
  /** Events claimed at once. */
  batch: 20,
  /** A claimed event is left alone this long: a worker that died mid-delivery is retried after it. */
  leaseSeconds: 300,
  /** The wait after the 1st, 2nd... failed attempt. */
  backoffSeconds: [30, 120, 600, 1800, 3600],
} as const;

export interface DeliveryDeps {
  db: Db;
  reactions: ReactionRegistry;
  log: FastifyBaseLogger;
}

export interface DeliveryResult {
  delivered: number;
  failed: number;
}

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

/**
 * Claims a batch of due events for this worker: `FOR UPDATE SKIP LOCKED` keeps two workers off the same rows,
 * and the lease written in the same statement (committed at once) keeps them off after it. The attempt is
 * counted now, so a worker that dies mid-delivery has used it up.
 */
async function claimBatch(db: Db, now: Date): Promise<OutboxEvent[]> {
  const due = db
    .select({ id: domainEvents.id })
    .from(domainEvents)
    .where(
      and(
        isNull(domainEvents.deliveredAt),
        lt(domainEvents.attempts, OUTBOX_DELIVERY.maxAttempts),
        lte(domainEvents.availableAt, now),
      ),
    )
    .orderBy(asc(domainEvents.id))
    .limit(OUTBOX_DELIVERY.batch)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(domainEvents)
    .set({
      attempts: sql`${domainEvents.attempts} + 1`,
      availableAt: addSeconds(now, OUTBOX_DELIVERY.leaseSeconds),
    })
    .where(inArray(domainEvents.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

const markDone = (db: Db, id: number, reaction: string) =>
  db
    .update(domainEvents)
    .set({ doneReactions: sql`array_append(${domainEvents.doneReactions}, ${reaction})` })
    .where(eq(domainEvents.id, id));

const describe = (error: unknown) =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);

/** Runs the event's reactions not yet done; true when all are. A failure keeps its error and waits its backoff. */
async function deliverOne(deps: DeliveryDeps, event: OutboxEvent, now: Date): Promise<boolean> {
  const done = new Set(event.doneReactions);
  for (const reaction of deps.reactions[event.kind] ?? []) {
    if (done.has(reaction.name)) continue;
    try {
      if (reaction.transactional)
        await deps.db.transaction(async (tx) => {
          await reaction.run(event, tx);
          await markDone(tx, event.id, reaction.name);
        });
      else {
        await reaction.run(event, deps.db);
        await markDone(deps.db, event.id, reaction.name);
      }
    } catch (error) {
      const lastError = `${reaction.name}: ${describe(error)}`.slice(0, 500);
      const delays = OUTBOX_DELIVERY.backoffSeconds;
      const backoff = delays[Math.min(event.attempts, delays.length) - 1];
      await deps.db
        .update(domainEvents)
        .set({ lastError, availableAt: addSeconds(now, backoff) })
        .where(eq(domainEvents.id, event.id));
      const gaveUp = event.attempts >= OUTBOX_DELIVERY.maxAttempts;
      deps.log[gaveUp ? 'error' : 'warn'](
        {
          err: error,
          eventId: event.id,
          kind: event.kind,
          reaction: reaction.name,
          attempts: event.attempts,
        },
        gaveUp ? 'domain event given up' : 'domain event reaction failed, retried later',
      );
      return false;
    }
  }
  await deps.db
    .update(domainEvents)
    .set({ deliveredAt: now, lastError: null })
    .where(eq(domainEvents.id, event.id));
  return true;
}

/**
 * Delivers every due event of the outbox, oldest first, batch after batch until none is left (the job's run,
 * and the tests' way to deliver at once). Events of rolled-back transactions were never written, so they
 * are never seen here. `now` lets tests reach a retry's moment.
 */
export async function deliverPendingEvents(deps: DeliveryDeps, now: () => Date = () => new Date()) {
  const result: DeliveryResult = { delivered: 0, failed: 0 };
  for (;;) {
    const batch = await claimBatch(deps.db, now());
    if (!batch.length) return result;
    for (const event of batch) {
      if (await deliverOne(deps, event, now())) result.delivered++;
      else result.failed++;
    }
  }
}
