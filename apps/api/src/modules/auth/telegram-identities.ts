import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { identities } from '../../db/schema';

const telegramOf = (clientId: string) =>
  and(eq(identities.clientId, clientId), eq(identities.provider, 'telegram'));

/** Disconnects the owner's Telegram sign-in (a password change or reset asked for it); whether there was one. */
export async function unlinkTelegram(tx: Db, clientId: string): Promise<boolean> {
  const removed = await tx.delete(identities).where(telegramOf(clientId)).returning({ id: identities.id });
  return removed.length > 0;
}

/** Telegram user ids that sign in to the owner's account, for the "password changed" mail. */
export async function linkedTelegramIds(db: Db, clientId: string): Promise<string[]> {
  const rows = await db.select({ subject: identities.subject }).from(identities).where(telegramOf(clientId));
  return rows.map((row) => row.subject);
}
