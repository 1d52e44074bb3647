import { and, eq } from 'drizzle-orm';
import { isLocale, type Locale } from '@donut/i18n';
import type { Db } from '../../db/database';
import {
  clients,
  customers,
  identities,
  languages,
  orders,
  projects,
  type OrderDelivery,
  type OrderStatus,
} from '../../db/schema';

/** What the messages about one order say and whom they reach, read when the event is delivered. */
export interface OrderFacts {
  id: string;
  number: number;
  status: OrderStatus;
  totalMinor: number;
  currency: string;
  delivery: OrderDelivery;
  /** The customer's name, else the name given at checkout. */
  customerName: string;
  /**
   * Whom the customer messages reach, in the order's language (the site's language the order was placed in).
   * `id` is null once the customer is gone; the address is the one given at checkout, else the customer's.
   */
  customer: { id: string | null; locale: Locale; email: string | null; telegramUserId: number | null };
  project: { id: string; name: string; domain: string; locale: Locale };
  owner: { clientId: string; locale: Locale; telegramUserId: string | null };
}

const localeOr = (value: string | null | undefined, fallback: Locale): Locale =>
  isLocale(value) ? value : fallback;

/** The order with its customer, project and owner in one query; null once it is gone (its project deleted). */
export async function loadOrderFacts(db: Db, projectId: string, orderId: string): Promise<OrderFacts | null> {
  const [row] = await db
    .select({
      order: {
        id: orders.id,
        number: orders.number,
        status: orders.status,
        totalMinor: orders.totalMinor,
        currency: orders.currency,
        delivery: orders.delivery,
        language: orders.language,
        customerId: orders.customerId,
        contactName: orders.contactName,
        contactEmail: orders.contactEmail,
      },
      customer: {
        name: customers.name,
        email: customers.email,
        telegramUserId: customers.telegramUserId,
      },
      project: { name: projects.name, domain: projects.domain, locale: projects.locale },
      ownerClientId: projects.clientId,
      ownerLanguage: languages.abbrFront,
      ownerTelegram: identities.subject,
    })
    .from(orders)
    .leftJoin(customers, and(eq(customers.projectId, orders.projectId), eq(customers.id, orders.customerId)))
    .innerJoin(projects, eq(projects.id, orders.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(languages, eq(languages.id, clients.languageId))
    .leftJoin(identities, and(eq(identities.clientId, clients.id), eq(identities.provider, 'telegram')))
    .where(and(eq(orders.projectId, projectId), eq(orders.id, orderId)));
  if (!row) return null;
  const { order, customer, project } = row;
  const projectLocale = localeOr(project.locale, 'en');
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    totalMinor: order.totalMinor,
    currency: order.currency,
    delivery: order.delivery,
    customerName: customer?.name ?? order.contactName,
    customer: {
      id: order.customerId,
      locale: localeOr(order.language, projectLocale),
      email: order.contactEmail ?? customer?.email ?? null,
      telegramUserId: customer?.telegramUserId ?? null,
    },
    project: { id: projectId, name: project.name, domain: project.domain, locale: projectLocale },
    owner: {
      clientId: row.ownerClientId,
      locale: localeOr(row.ownerLanguage, projectLocale),
      telegramUserId: row.ownerTelegram,
    },
  };
}
