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

type NewCustomer = typeof customers.$inferInsert;

/**
 * The customer `identity` names (a Telegram user or an e-mail, unique in the project), created from `fresh` on
 * their first sign-in. Two concurrent first sign-ins create one row: the unique key lets one insert through and
 * the other finds it. A returning customer gets `update` (a new @username) and the sign-in on their timeline.
 */
async function arrive(
  db: Db,
  fresh: NewCustomer,
  identity: { column: typeof customers.telegramUserId | typeof customers.email; value: number | string },
  update: Partial<NewCustomer>,
  method: string,
): Promise<CustomerRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(customers)
      .values(fresh)
      .onConflictDoNothing({ target: [customers.projectId, identity.column] })
      .returning();
    if (created) {
      await welcome(tx, created);
      return created;
    }
    const [existing] = await tx
      .update(customers)
      .set({ ...update, lastSeenAt: fresh.lastSeenAt })
      .where(and(eq(customers.projectId, fresh.projectId), eq(identity.column, identity.value)))
      .returning();
    await tx.insert(customerEvents).values({
      projectId: existing.projectId,
      customerId: existing.id,
      kind: 'signed_in',
      text: method,
    });
    return existing;
  });
}

/** The project's customer for a Telegram user (init data or the bot), created on their first sign-in. */
export function customerOfTelegramUser(
  db: Db,
  project: ProjectRef,
  person: TelegramPerson,
  method: 'telegram' | 'bot',
  now = new Date(),
): Promise<CustomerRow> {
  return arrive(
    db,
    {
      projectId: project.id,
      telegramUserId: person.id,
      telegramUsername: person.username ?? null,
      name: fullName(person),
      language: customerLanguage(person.language_code, project.locale),
      source: 'telegram' satisfies CustomerSource,
      lastSeenAt: now,
    },
    { column: customers.telegramUserId, value: person.id },
    { telegramUsername: person.username ?? null },
    method,
  );
}

/** The project's customer with this (verified, normalized) e-mail, created on their first sign-in. */
export function customerOfEmail(
  db: Db,
  project: ProjectRef,
  email: string,
  language: string,
  now = new Date(),
): Promise<CustomerRow> {
  return arrive(
    db,
    {
      projectId: project.id,
      email,
      language: customerLanguage(language, project.locale),
      source: 'web' satisfies CustomerSource,
      lastSeenAt: now,
    },
    { column: customers.email, value: email },
    {},
    'email',
  );
}

export { welcome as recordNewCustomer };
