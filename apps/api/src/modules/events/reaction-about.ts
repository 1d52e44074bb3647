import type { Db } from '../../db/database';
import type { OutboxEvent, Reaction } from './outbox-delivery';

/**
 * Reactions about one kind of subject (an application, an order): each reads its subject when it runs, so one
 * deleted since (its project gone) has nobody left to tell, and the reaction is done.
 * @example const aboutOrder = reactionsAbout(loadOrderFacts); const publish = aboutOrder('realtime', async (order) => ...);
 */
export function reactionsAbout<Facts>(
  load: (db: Db, projectId: string, subjectId: string) => Promise<Facts | null>,
) {
  return (
    name: string,
    run: (facts: Facts, event: OutboxEvent, db: Db) => Promise<void>,
    transactional = false,
  ): Reaction => ({
    name,
    transactional,
    async run(event, db) {
      const facts = await load(db, event.projectId, event.subjectId);
      if (facts) await run(facts, event, db);
    },
  });
}
