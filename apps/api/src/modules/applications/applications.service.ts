import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '@donut/validation';
import type { Db } from '../../db/database';
import { containing } from '../../db/like';
import { customers, serviceApplications, type ApplicationStatus } from '../../db/schema';
import { DomainError } from '../../core/domain-error';
import type { Page } from '../../core/pagination';
import { filterInstant } from '../../core/filter-instant';

export type ApplicationRow = typeof serviceApplications.$inferSelect;

export interface ApplicationListQuery {
  search: string | null;
  filter?: {
    statuses?: ApplicationStatus[] | null;
    service_id?: string | null;
    customer_id?: string | null;
    created_from?: string | null;
    created_to?: string | null;
  } | null;
  sort?: { field: 'created_at' | 'updated_at' | 'number' | 'status'; direction: 'asc' | 'desc' } | null;
}

export const applicationNotFound = () => new DomainError('NOT_FOUND', 'api.error.not-found');

const sortColumns = {
  created_at: serviceApplications.createdAt,
  updated_at: serviceApplications.updatedAt,
  number: serviceApplications.number,
  // The inbox's order of work: new first, then in progress, done, rejected.
  status: sql`array_position(array['new','in_progress','done','rejected']::varchar[], ${serviceApplications.status})`,
} as const;

/** A search: `#12` or `12` finds the number; text finds the name, phone, e-mail or the service's name. */
function searchWhere(search: string): SQL | undefined {
  const number = /^#?(\d{1,9})$/.exec(search)?.[1];
  const pattern = containing(search);
  const digits = search.replace(/\D/g, '');
  return or(
    number ? eq(serviceApplications.number, Number(number)) : undefined,
    ilike(sql`${serviceApplications.answers} ->> 'name'`, pattern),
    ilike(sql`${serviceApplications.answers} ->> 'email'`, pattern),
    digits.length >= 3
      ? ilike(sql`${serviceApplications.answers} ->> 'phone'`, containing(digits))
      : undefined,
    ilike(serviceApplications.serviceName, pattern),
  );
}

function listWhere(projectId: string, { search, filter }: ApplicationListQuery): SQL | undefined {
  const from = filterInstant(filter?.created_from, 'filter.created_from');
  const to = filterInstant(filter?.created_to, 'filter.created_to');
  // An id that is no uuid matches nothing rather than failing the query.
  const idOrNone = (id: string) => (isUuid(id) ? id : '00000000-0000-0000-0000-000000000000');
  return and(
    eq(serviceApplications.projectId, projectId),
    search ? searchWhere(search) : undefined,
    filter?.statuses?.length ? inArray(serviceApplications.status, filter.statuses) : undefined,
    filter?.service_id ? eq(serviceApplications.serviceId, idOrNone(filter.service_id)) : undefined,
    filter?.customer_id ? eq(serviceApplications.customerId, idOrNone(filter.customer_id)) : undefined,
    from ? gte(serviceApplications.createdAt, from) : undefined,
    to ? lt(serviceApplications.createdAt, to) : undefined,
  );
}

function listOrder({ sort }: ApplicationListQuery) {
  const order = sort?.direction === 'asc' ? asc : desc;
  const column = sortColumns[sort?.field ?? 'created_at'];
  return [order(column), desc(serviceApplications.number)];
}

/** A page of the project's applications, newest first unless sorted otherwise, with the total that matches. */
export async function listApplications(db: Db, projectId: string, query: ApplicationListQuery, page: Page) {
  const where = listWhere(projectId, query);
  const rows = await db
    .select()
    .from(serviceApplications)
    .where(where)
    .orderBy(...listOrder(query))
    .limit(page.limit)
    .offset(page.offset);
  const isWhole = page.offset === 0 && rows.length < page.limit;
  return { rows, total: isWhole ? rows.length : await db.$count(serviceApplications, where) };
}

/** One application of the project; another project's (or a customer's other than `customerId`) is NOT_FOUND. */
export async function findApplication(
  db: Db,
  projectId: string,
  id: string,
  customerId?: string,
): Promise<ApplicationRow> {
  if (!isUuid(id)) throw applicationNotFound();
  const [row] = await db
    .select()
    .from(serviceApplications)
    .where(
      and(
        eq(serviceApplications.projectId, projectId),
        eq(serviceApplications.id, id),
        customerId ? eq(serviceApplications.customerId, customerId) : undefined,
      ),
    );
  if (!row) throw applicationNotFound();
  return row;
}

/** The customer's own applications, newest first. */
export async function listCustomerApplications(db: Db, projectId: string, customerId: string, page: Page) {
  const where = and(
    eq(serviceApplications.projectId, projectId),
    eq(serviceApplications.customerId, customerId),
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(serviceApplications)
      .where(where)
      .orderBy(desc(serviceApplications.createdAt), desc(serviceApplications.number))
      .limit(page.limit)
      .offset(page.offset),
    db.$count(serviceApplications, where),
  ]);
  return { rows, total };
}

/** How many applications the project has in each status. */
export async function countApplications(
  db: Db,
  projectId: string,
): Promise<Record<ApplicationStatus, number>> {
  const rows = await db
    .select({ status: serviceApplications.status, n: count() })
    .from(serviceApplications)
    .where(eq(serviceApplications.projectId, projectId))
    .groupBy(serviceApplications.status);
  const counts = { new: 0, in_progress: 0, done: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

export type ApplicationCustomerRow = Pick<
  typeof customers.$inferSelect,
  'id' | 'name' | 'phone' | 'email' | 'language'
>;

/** The customers of the given applications, by id, in one query. */
export async function customersOf(db: Db, projectId: string, rows: readonly ApplicationRow[]) {
  const ids = [...new Set(rows.map((row) => row.customerId))];
  if (!ids.length) return new Map<string, ApplicationCustomerRow>();
  const found = await db
    .select({
      id: customers.id,
      name: customers.name,
      phone: customers.phone,
      email: customers.email,
      language: customers.language,
    })
    .from(customers)
    .where(and(eq(customers.projectId, projectId), inArray(customers.id, ids)));
  return new Map(found.map((row) => [row.id, row]));
}
