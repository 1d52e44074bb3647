import { count, eq, sql } from 'drizzle-orm';
import type { Locale } from '@donut/i18n';
import type { Db } from '../../db/database';
import {
  applicationFiles,
  clients,
  employees,
  products,
  projects,
  projectServices,
  projectSites,
  rates,
  subscriptions,
} from '../../db/schema';
import { DomainError } from '../../core/domain-error';

/**
 * The plan limits of spec §3 Rate. Each has a counter of what the owner already has; a feature that
 * creates such a thing asks `planAllowance` (to trim, e.g. starter content) or `assertWithinPlanLimit`
 * (to refuse). Chats get their counter with their feature; projects are not
 * limited by plan (ADR 0012).
 */
export type LimitedResource = 'services' | 'products' | 'employees' | 'storage';

const GB = 1024 ** 3;

const limitColumn = {
  services: rates.maxServices,
  products: rates.maxProducts,
  employees: rates.maxEmployees,
  storage: rates.maxStorageGb,
} as const;

/** Counts the owner's rows of a project-owned table across their projects. */
async function countAcrossProjects(
  db: Db,
  clientId: string,
  table: typeof projectServices | typeof products | typeof employees,
) {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .innerJoin(projects, eq(projects.id, table.projectId))
    .where(eq(projects.clientId, clientId));
  return row.n;
}

/** Bytes of the photos a catalogue's items of the owner's projects show. */
async function photoBytes(db: Db, clientId: string, table: typeof projectServices | typeof products) {
  const [row] = await db
    .select({
      bytes: sql<number>`coalesce(sum(
        (select coalesce(sum((p ->> 'size')::bigint), 0) from jsonb_array_elements(${table.photos}) p)
      ), 0)`,
    })
    .from(table)
    .innerJoin(projects, eq(projects.id, table.projectId))
    .where(eq(projects.clientId, clientId));
  return Number(row.bytes);
}

/**
 * What the owner has now: services, products or employees across their projects; bytes of stored files (the pictures of
 * projects, services, products, sites and the avatar, and the files clients sent with applications).
 */
async function usage(db: Db, clientId: string, resource: LimitedResource): Promise<number> {
  if (resource === 'services') return countAcrossProjects(db, clientId, projectServices);
  if (resource === 'products') return countAcrossProjects(db, clientId, products);
  if (resource === 'employees') return countAcrossProjects(db, clientId, employees);
  const imageBytes = sql<number>`coalesce(sum(
    coalesce((${projects.imageMain} ->> 'size')::bigint, 0)
    + coalesce((select sum((g ->> 'size')::bigint) from jsonb_array_elements(${projects.imageGalleries}) g), 0)
  ), 0)`;
  const [projectBytes] = await db
    .select({ bytes: imageBytes })
    .from(projects)
    .where(eq(projects.clientId, clientId));
  const [siteBytes] = await db
    .select({
      bytes: sql<number>`coalesce(sum(
        coalesce((${projectSites.logo} ->> 'size')::bigint, 0) + coalesce((${projectSites.cover} ->> 'size')::bigint, 0)
      ), 0)`,
    })
    .from(projectSites)
    .innerJoin(projects, eq(projects.id, projectSites.projectId))
    .where(eq(projects.clientId, clientId));
  const [applicationBytes] = await db
    .select({ bytes: sql<number>`coalesce(sum(${applicationFiles.sizeBytes}), 0)` })
    .from(applicationFiles)
    .innerJoin(projects, eq(projects.id, applicationFiles.projectId))
    .where(eq(projects.clientId, clientId));
  const [avatar] = await db
    .select({ bytes: sql<number>`coalesce((${clients.avatar} ->> 'size')::bigint, 0)` })
    .from(clients)
    .where(eq(clients.id, clientId));
  return (
    Number(projectBytes.bytes) +
    (await photoBytes(db, clientId, projectServices)) +
    (await photoBytes(db, clientId, products)) +
    Number(siteBytes.bytes) +
    Number(applicationBytes.bytes) +
    Number(avatar?.bytes ?? 0)
  );
}

/**
 * Makes the owner's additions that a plan counts wait for each other until the transaction ends: the row lock on
 * the owner is taken before counting, so two concurrent creates cannot both see room for one more (DOMAINS.md).
 * `no key update` leaves inserts that only refer to the owner (their foreign keys) unblocked.
 */
export async function lockPlanUsage(tx: Db, clientId: string): Promise<void> {
  await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('no key update');
}

/** The plan's limit in the resource's unit (bytes for storage), or null when unlimited. */
async function planLimit(db: Db, clientId: string, resource: LimitedResource) {
  const [row] = await db
    .select({ limit: limitColumn[resource], name: rates.name })
    .from(subscriptions)
    .innerJoin(rates, eq(rates.id, subscriptions.rateId))
    .where(eq(subscriptions.clientId, clientId));
  if (!row) return null;
  const limit = row.limit === null ? null : resource === 'storage' ? row.limit * GB : row.limit;
  return { limit, displayLimit: row.limit, planName: row.name };
}

/** How many more the plan allows (Infinity when unlimited). */
export async function planAllowance(db: Db, clientId: string, resource: LimitedResource): Promise<number> {
  const plan = await planLimit(db, clientId, resource);
  if (!plan || plan.limit === null) return Number.POSITIVE_INFINITY;
  return Math.max(plan.limit - (await usage(db, clientId, resource)), 0);
}

/** Refuses adding `amount` more when the plan does not allow it, naming the limit and the plan. */
export async function assertWithinPlanLimit(
  db: Db,
  clientId: string,
  resource: LimitedResource,
  amount: number,
  locale: Locale,
): Promise<void> {
  const plan = await planLimit(db, clientId, resource);
  if (!plan || plan.limit === null) return;
  if ((await usage(db, clientId, resource)) + amount <= plan.limit) return;
  throw new DomainError('PLAN_LIMIT_REACHED', `api.plan-limit.${resource}`, {
    limit: plan.displayLimit ?? 0,
    plan: plan.planName[locale],
  });
}
