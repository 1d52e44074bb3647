import { and, eq } from 'drizzle-orm';
import { CUSTOMER_NOTE_MAX_LENGTH, validationMessages, withValues } from '@donut/validation';
import type { Db } from '../../db/database';
import { orderHistory, orders } from '../../db/schema';
import { invalidInput } from '../../core/domain-error';
import { findOrder } from './order-read';

/** Adds the owner's note to an order's history; an empty or too long note is the `text` field's error. */
export async function addOrderNote(
  db: Db,
  projectId: string,
  id: string,
  text: string,
  authorClientId: string,
): Promise<void> {
  const note = text.trim();
  if (!note) throw invalidInput({ text: validationMessages.required });
  if (note.length > CUSTOMER_NOTE_MAX_LENGTH)
    throw invalidInput({
      text: withValues(validationMessages.max, { length: CUSTOMER_NOTE_MAX_LENGTH, items: 'characters' }),
    });
  await findOrder(db, projectId, id);
  await db.transaction(async (tx) => {
    await tx
      .insert(orderHistory)
      .values({ projectId, orderId: id, kind: 'note', text: note, authorClientId });
    await tx
      .update(orders)
      .set({ updatedAt: new Date() })
      .where(and(eq(orders.projectId, projectId), eq(orders.id, id)));
  });
}
