import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { eventRows, ownerWithProject, recordCommitted } from './events-testing';
import {
  deliverPendingEvents,
  OUTBOX_DELIVERY,
  type OutboxEvent,
  type ReactionRegistry,
} from './outbox-delivery';
import { recordDomainEvent } from './record-event';

const HOUR = 3600_000;

/** Reactions that count their runs per event; `failing` throws for the events it names. */
function countingReactions(failing: (event: OutboxEvent, run: number) => boolean = () => false) {
  const runs = new Map<string, number>();
  const count = (name: string) => async (event: OutboxEvent) => {
    const key = `${name}:${event.id}`;
    const run = (runs.get(key) ?? 0) + 1;
    runs.set(key, run);
    if (name === 'message' && failing(event, run)) throw new Error(`Bot API down (run ${run})`);
  };
  const reactions: ReactionRegistry = {
    'application.received': [
      { name: 'notification', transactional: true, run: count('notification') },
      { name: 'message', run: count('message') },
    ],
  };
  return { reactions, runsOf: (name: string, id: number) => runs.get(`${name}:${id}`) ?? 0 };
}

describe.each(testEngines)('the outbox delivery on %s', (engine) => {
  let t: TestApp;
  let db: Db;
  let projectId: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    db = t.db;
    projectId = (await ownerWithProject(t)).projectId;
  });
  afterAll(() => t.dispose());

  const deliver = (reactions: ReactionRegistry, now = new Date()) =>
    deliverPendingEvents({ db, reactions, log: t.app.log }, () => now);
  const event = () => ({ projectId, kind: 'application.received' as const, subjectId: randomUUID() });

  it('never delivers an event recorded in a transaction that rolled back', async () => {
    const before = (await eventRows(db, projectId)).length;
    await expect(
      db.transaction(async (tx) => {
        await recordDomainEvent(tx, event());
        throw new Error('the change failed after its event was written');
      }),
    ).rejects.toThrow('the change failed');
    const { reactions, runsOf } = countingReactions();

    const result = await deliver(reactions);

    expect(result).toEqual({ delivered: 0, failed: 0 });
    expect(await eventRows(db, projectId)).toHaveLength(before);
    expect(runsOf('notification', 1)).toBe(0);
  });

  it('delivers a committed event once, however often delivery runs', async () => {
    await recordCommitted(db, event());
    const [row] = (await eventRows(db, projectId)).slice(-1);
    const { reactions, runsOf } = countingReactions();

    expect(await deliver(reactions)).toEqual({ delivered: 1, failed: 0 });
    expect(await deliver(reactions)).toEqual({ delivered: 0, failed: 0 });
    expect(await deliver(reactions, new Date(Date.now() + 24 * HOUR))).toEqual({ delivered: 0, failed: 0 });

    expect(runsOf('notification', row.id)).toBe(1);
    expect(runsOf('message', row.id)).toBe(1);
    const [delivered] = (await eventRows(db, projectId)).filter((r) => r.id === row.id);
    expect(delivered.deliveredAt).not.toBeNull();
    expect(delivered.attempts).toBe(1);
    expect(delivered.doneReactions).toEqual(['notification', 'message']);
  });

  it('retries a failed reaction after its backoff without repeating the ones that ran', async () => {
    await recordCommitted(db, event());
    const [row] = (await eventRows(db, projectId)).slice(-1);
    const { reactions, runsOf } = countingReactions((e, run) => e.id === row.id && run === 1);
    const now = Date.now();

    expect(await deliver(reactions, new Date(now))).toEqual({ delivered: 0, failed: 1 });
    const [failed] = (await eventRows(db, projectId)).filter((r) => r.id === row.id);
    expect(failed.deliveredAt).toBeNull();
    expect(failed.lastError).toContain('Bot API down (run 1)');
    expect(failed.doneReactions).toEqual(['notification']);
    // Not before its backoff.
    expect(await deliver(reactions, new Date(now + 1000))).toEqual({ delivered: 0, failed: 0 });

    const later = new Date(now + (OUTBOX_DELIVERY.backoffSeconds[0] + 1) * 1000);
    expect(await deliver(reactions, later)).toEqual({ delivered: 1, failed: 0 });
    expect(runsOf('notification', row.id)).toBe(1);
    expect(runsOf('message', row.id)).toBe(2);
    const [done] = (await eventRows(db, projectId)).filter((r) => r.id === row.id);
    expect(done).toMatchObject({ attempts: 2, lastError: null });
    expect(done.deliveredAt).not.toBeNull();
  });

  it('gives up after the last attempt and keeps the event with its error', async () => {
    await recordCommitted(db, event());
    const [row] = (await eventRows(db, projectId)).slice(-1);
    const { reactions, runsOf } = countingReactions((e) => e.id === row.id);
    let now = Date.now();
    for (let attempt = 1; attempt <= OUTBOX_DELIVERY.maxAttempts + 2; attempt++) {
      await deliver(reactions, new Date(now));
      now += 24 * HOUR;
    }

    expect(runsOf('message', row.id)).toBe(OUTBOX_DELIVERY.maxAttempts);
    const [kept] = (await eventRows(db, projectId)).filter((r) => r.id === row.id);
    expect(kept).toMatchObject({ attempts: OUTBOX_DELIVERY.maxAttempts, deliveredAt: null });
    expect(kept.lastError).toMatch(/^message: Error: Bot API down/);
  });

  it.runIf(engine === 'postgres')('delivers each event once when two workers race', async () => {
    const first = (await eventRows(db, projectId)).length;
    for (let i = 0; i < 45; i++) await recordCommitted(db, event());
    const rows = (await eventRows(db, projectId)).slice(first);
    const seen = new Map<number, number>();
    const counted: ReactionRegistry = {
      'application.received': [
        {
          name: 'message',
          // Slow enough that the two workers overlap.
          run: async (e) => {
            seen.set(e.id, (seen.get(e.id) ?? 0) + 1);
            await new Promise((resolve) => setTimeout(resolve, 5));
          },
        },
      ],
    };

    const [a, b] = await Promise.all([deliver(counted), deliver(counted)]);

    expect(a.delivered + b.delivered).toBe(rows.length);
    expect(a.delivered).toBeGreaterThan(0);
    expect(b.delivered).toBeGreaterThan(0);
    for (const row of rows) expect(seen.get(row.id), `event ${row.id}`).toBe(1);
  });
});
