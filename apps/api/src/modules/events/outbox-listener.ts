import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { Client, type Pool } from 'pg';
import type { Database } from '../../db/database';
import { OUTBOX_CHANNEL } from './record-event';

/** A lost connection is opened again after this long; the job's schedule covers the gap. */
const RECONNECT_MS = 5_000;

/**
 * LISTENs for the NOTIFY that `recordDomainEvent` sends, which the database releases only when the
 * event's transaction commits: each one calls `onEvent` (the delivery job's trigger) at once. Postgres gets
 * a connection of its own (a pooled one would be handed to queries); PGlite is one process and listens in it.
 * Returns the function that stops listening.
 */
export async function listenForEvents(
  database: Database,
  log: FastifyBaseLogger,
  onEvent: () => void,
): Promise<() => Promise<void>> {
  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const unlisten = await client.listen(OUTBOX_CHANNEL, onEvent);
    return () => unlisten();
  }
  const pool = (database.db as unknown as { $client: Pool }).$client;
  let client: Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    const next = new Client(pool.options);
    next.on('notification', onEvent);
    next.on('error', (err) => {
      log.warn({ err }, 'outbox listener lost its connection');
      void next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS);
    });
    try {
      await next.connect();
      await next.query(`listen ${OUTBOX_CHANNEL}`);
      client = next;
      // Events committed while no connection listened are delivered now.
      onEvent();
    } catch (err) {
      log.warn({ err }, 'outbox listener could not connect');
      await next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
