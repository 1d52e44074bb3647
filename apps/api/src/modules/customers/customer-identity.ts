import { and, eq } from 'drizzle-orm';
import { plainName } from '@donut/validation';
import type { Db } from '../../db/database';
import { customerEvents, customerNotifications, customers, type CustomerSource } from '../../db/schema';
import { customerLanguage } from './customer-contacts';

export type CustomerRow = typeof customers.$inferSelect;

export interface ProjectRef {
  id: string;
  locale: string | null;
}

/** A Telegram user as init data or an update names them. */
export interface TelegramPerson {
  id: number;
  username?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  language_code?: string | null;
}

/** The customer's name as Telegram gives it, cleaned of control characters and cut to the column. */
const fullName = (person: TelegramPerson) =>
  plainName([person.first_name, person.last_name].filter(Boolean).join(' '), 100);

/** The bookkeeping of a customer who just arrived: the timeline's first entry and the cabinet's welcome. */
async function welcome(tx: Db, customer: CustomerRow) {
  await tx.insert(customerEvents).values({
    projectId: customer.projectId,
    customerId: customer.id,
    kind: 'created',
    text: customer.source,
  });
  await tx.insert(customerNotifications).values({
    projectId: customer.projectId,
    customerId: customer.id,
    kind: 'welcome',
  });
}

/** Records a sign-in on the timeline and as the customer's last visit. */
async function signedIn(tx: Db, customer: CustomerRow, method: string, now: Date) {
  await tx.insert(customerEvents).values({
    projectId: customer.projectId,
    customerId: customer.id,
    kind: 'signed_in',
    text: method,
  });
  await tx.update(customers).set({ lastSeenAt: now }).where(eq(customers.id, customer.id));
}

/**
 * The project's customer for a Telegram user, created on their first sign-in. Two concurrent first sign-ins
 * create one row: the unique `(project_id, telegram_user_id)` lets one insert through and the other reads it.
 * A changed @username is kept up to date.
 */
export async function customerOfTelegramUser(
  db: Db,
  project: ProjectRef,
  person: TelegramPerson,
  method: 'telegram' | 'bot',
  now = new Date(),
): Promise<CustomerRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(customers)
      .values({
        projectId: project.id,
        telegramUserId: person.id,
        telegramUsername: person.username ?? null,
        name: fullName(person),
        language: customerLanguage(person.language_code, project.locale),
        source: 'telegram' satisfies CustomerSource,
        lastSeenAt: now,
      })
      .onConflictDoNothing({ target: [customers.projectId, customers.telegramUserId] })
      .returning();
    if (created) {
      await welcome(tx, created);
      return created;
    }
    const [existing] = await tx
      .update(customers)
      .set({ telegramUsername: person.username ?? null })
      .where(and(eq(customers.projectId, project.id), eq(customers.telegramUserId, person.id)))
      .returning();
    await signedIn(tx, existing, method, now);
    return existing;
  });
}

/** The project's customer with this (verified, normalized) e-mail, created on their first sign-in. */
export async function customerOfEmail(
  db: Db,
  project: ProjectRef,
  email: string,
  language: string,
  now = new Date(),
): Promise<CustomerRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(customers)
      .values({
        projectId: project.id,
        email,
        language: customerLanguage(language, project.locale),
        source: 'web' satisfies CustomerSource,
        lastSeenAt: now,
      })
      .onConflictDoNothing({ target: [customers.projectId, customers.email] })
      .returning();
    if (created) {
      await welcome(tx, created);
      return created;
    }
    const [existing] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.projectId, project.id), eq(customers.email, email)));
    await signedIn(tx, existing, 'email', now);
    return existing;
  });
}

export { welcome as recordNewCustomer };
