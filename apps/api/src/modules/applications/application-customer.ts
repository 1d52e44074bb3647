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
  /** The e-mail the form asked for, if it did: how a visitor hears about the application's statuses. */
  email: string | null;
  language: string;
  channel: ApplicationChannel;
}

/**
 * The customer an application belongs to, inside the transaction that stores it: the signed-in customer; for a
 * visitor, the project's customer with that phone (E.164, as the unique key compares it), or a new one named as
 * the form says, with the form's e-mail unless another customer of the project has it. Two visitors with one new
 * phone at once make one customer: the unique key lets one insert through and the other finds it. An existing
 * customer's data is never changed by what a visitor typed.
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
  const email = sender.email?.trim().toLowerCase() || null;
  const byPhone = async () => {
    const [existing] = await tx
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(and(eq(customers.projectId, project.id), eq(customers.phone, phone)));
    return existing ?? null;
  };
  // Any conflict does nothing: the phone's customer exists (found below), or the e-mail belongs to another
  // customer, in which case the new one is made without it rather than joined to someone else.
  const customer =
    (await insertCustomer(tx, project, sender, phone, email)) ??
    (await byPhone()) ??
    (email ? await insertCustomer(tx, project, sender, phone, null) : null);
  return customer ?? (await byPhone());
}

async function insertCustomer(
  tx: Db,
  project: { id: string; locale: string | null },
  sender: ApplicationSender,
  phone: string,
  email: string | null,
) {
  const [created] = await tx
    .insert(customers)
    .values({
      projectId: project.id,
      phone,
      email,
      name: sender.name,
      language: customerLanguage(sender.language, project.locale),
      source: sender.channel,
    })
    .onConflictDoNothing()
    .returning();
  if (created) await recordNewCustomer(tx, created);
  return created ?? null;
}
