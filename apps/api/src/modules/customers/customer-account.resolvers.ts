import { and, eq } from 'drizzle-orm';
import type { MutationResolvers, QueryResolvers } from '@donut/graphql';
import { customerProfileSchema, validateWith } from '@donut/validation';
import { customerEvents, customers, projects } from '../../db/schema';
import { DomainError, invalidInput } from '../../core/domain-error';
import { listMeta, toPage } from '../../core/pagination';
import { requireCustomer, type GraphqlContext } from '../../core/request-context';
import { deletingCustomerFiles } from '../applications/application-file-cleanup';
import { normalizePhone } from './customer-contacts';
import type { CustomerRow } from './customer-identity';
import {
  listCustomerNotifications,
  readCustomerNotifications,
  renderNotification,
} from './customer-timeline';
import { toCustomerProfile } from './customer-view-model';
import { withUniqueContacts } from './customers.service';

const LAST_SEEN_PRECISION_MS = 5 * 60_000;

/** The signed-in customer's own row: found through the session's project, never an id from the request. */
async function ownRow(context: GraphqlContext): Promise<CustomerRow> {
  const { customerId, projectId } = await requireCustomer(context);
  const [row] = await context.db
    .select()
    .from(customers)
    .where(and(eq(customers.projectId, projectId), eq(customers.id, customerId)));
  if (!row) throw new DomainError('UNAUTHENTICATED', 'api.auth.unauthenticated');
  return row;
}

/** The customer's side (client view): only ever the caller's own record in the caller's own project. */
export const customerAccountQueries: QueryResolvers<GraphqlContext> = {
  customer_me: async (_, _args, context) => {
    const row = await ownRow(context);
    // A visit of the cabinet counts as "last seen", written at most every few minutes.
    if (!row.lastSeenAt || Date.now() - row.lastSeenAt.getTime() > LAST_SEEN_PRECISION_MS)
      await context.db.update(customers).set({ lastSeenAt: new Date() }).where(eq(customers.id, row.id));
    return toCustomerProfile(row);
  },
  customer_notification_list: async (_, args, context) => {
    const customer = await requireCustomer(context);
    const page = toPage(context.locale, args, 20);
    const [project] = await context.db
      .select({ name: projects.name })
      .from(projects)
      .where(eq(projects.id, customer.projectId));
    const { rows, total, unread } = await listCustomerNotifications(context.db, customer, page);
    return {
      list: rows.map((row) => renderNotification(context.locale, row, project?.name ?? '')),
      meta: listMeta(page, rows.length, total),
      unread,
    };
  },
};

export const customerAccountMutations: MutationResolvers<GraphqlContext> = {
  update_customer_profile: async (_, args, context) => {
    const row = await ownRow(context);
    const result = validateWith(customerProfileSchema, args.input ?? {});
    if (!result.ok) throw invalidInput(result.errors);
    const { name, phone, language } = result.value;
    const updated = await withUniqueContacts(() =>
      context.db.transaction(async (tx) => {
        const [saved] = await tx
          .update(customers)
          .set({
            name: name || null,
            phone: phone ? normalizePhone(phone) : null,
            language,
            updatedAt: new Date(),
          })
          .where(eq(customers.id, row.id))
          .returning();
        await tx
          .insert(customerEvents)
          .values({ projectId: row.projectId, customerId: row.id, kind: 'profile_changed' });
        return saved;
      }),
    );
    return toCustomerProfile(updated);
  },
  read_customer_notifications: async (_, args, context) =>
    readCustomerNotifications(context.db, await requireCustomer(context), args.ids),
  delete_customer_account: async (_, _args, context) => {
    const row = await ownRow(context);
    // Sessions, the timeline, notifications and applications go with the row (foreign keys cascade).
    await deletingCustomerFiles(context, row.projectId, row.id, () =>
      context.db.delete(customers).where(eq(customers.id, row.id)),
    );
    return true;
  },
};
