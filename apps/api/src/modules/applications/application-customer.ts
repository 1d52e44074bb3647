import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers, type ApplicationChannel } from '../../db/schema';
import { customerLanguage, normalizePhone } from '../customers/customer-contacts';
import { recordNewCustomer, type CustomerRow } from '../customers/customer-identity';

export interface ApplicationSender {
  /** The signed-in customer of this project, or null for a visitor. */
  customerId: string | null;
  name: string;
  phone: string;
  language: string;
  channel: ApplicationChannel;
}

/**
 * The customer an application belongs to, inside the transaction that stores it: the signed-in customer; for a
 * visitor, the project's customer with that phone (E.164, as the unique key compares it), or a new one named as
 * the form says. Two visitors with one new phone at once make one customer: the unique key lets one insert
 * through and the other finds it. An existing customer's data is never changed by what a visitor typed.
 */
export async function applicationCustomer(
  tx: Db,
  project: { id: string; locale: string | null },
  sender: ApplicationSender,
): Promise<Pick<CustomerRow, 'id' | 'name'> | null> {
  if (sender.customerId) {
    const [own] = await tx
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(and(eq(customers.projectId, project.id), eq(customers.id, sender.customerId)));
    return own ?? null;
  }
  const phone = normalizePhone(sender.phone);
  const [created] = await tx
    .insert(customers)
    .values({
      projectId: project.id,
      phone,
      name: sender.name,
      language: customerLanguage(sender.language, project.locale),
      source: sender.channel,
    })
    .onConflictDoNothing({ target: [customers.projectId, customers.phone] })
    .returning();
  if (created) {
    await recordNewCustomer(tx, created);
    return created;
  }
  const [existing] = await tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.projectId, project.id), eq(customers.phone, phone)));
  return existing ?? null;
}
