/* Test helpers of the outbox: an owner's project, a customer and an application written straight to the tables. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  clients,
  customers,
  domainEvents,
  identities,
  languages,
  serviceApplications,
  type ApplicationStatus,
} from '../../db/schema';
import { recordDomainEvent, type DomainEvent } from './record-event';

export { ownerWithProject, type TestProject } from '../../testing/owners';

let counter = 0;

/** Links the owner's Telegram account, as the platform bot's /start does. */
export async function linkOwnerTelegram(db: Db, ownerId: string, telegramUserId: string, locale = 'ru') {
  await db.insert(identities).values({ clientId: ownerId, provider: 'telegram', subject: telegramUserId });
  const [language] = await db.select().from(languages).where(eq(languages.abbrFront, locale));
  await db.update(clients).set({ languageId: language.id }).where(eq(clients.id, ownerId));
}

export interface TestApplicationInput {
  customer: { name: string; language: string; email?: string | null; telegramUserId?: number | null };
  service?: string;
  status?: ApplicationStatus;
}

/** A customer and their application #n, as the applications module stores them. */
export async function insertApplication(db: Db, projectId: string, input: TestApplicationInput) {
  const [customer] = await db
    .insert(customers)
    .values({
      projectId,
      name: input.customer.name,
      language: input.customer.language,
      email: input.customer.email ?? null,
      telegramUserId: input.customer.telegramUserId ?? null,
      source: 'web',
    })
    .returning();
  const [{ next }] = await db
    .select({ next: sql<number>`coalesce(max(${serviceApplications.number}), 0) + 1`.mapWith(Number) })
    .from(serviceApplications)
    .where(eq(serviceApplications.projectId, projectId));
  const [application] = await db
    .insert(serviceApplications)
    .values({
      projectId,
      number: next,
      serviceName: input.service ?? 'Consultation',
      customerId: customer.id,
      status: input.status ?? 'new',
      rejectionReason: null,
      formVersion: 1,
      formFields: [],
      answers: { name: input.customer.name, phone: '+995555000111' },
      language: input.customer.language,
      channel: 'web',
      idempotencyKey: `key-${Date.now()}-${counter++}`,
    })
    .returning();
  return { customer, application };
}

/** Records an event in a committed transaction of its own. */
export const recordCommitted = (db: Db, event: DomainEvent) =>
  db.transaction((tx) => recordDomainEvent(tx, event));

export const eventRows = (db: Db, projectId: string) =>
  db.select().from(domainEvents).where(eq(domainEvents.projectId, projectId)).orderBy(domainEvents.id);
