import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { projectBookingRules, serviceBookingRules } from '../../db/schema';

/** A project's booking rules, every field set (the project's row, or these defaults). */
export interface ProjectRules {
  stepMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minimumNoticeMinutes: number;
  horizonDays: number;
  cancelCutoffMinutes: number;
  rescheduleCutoffMinutes: number;
  needsConfirmation: boolean;
  capacity: number;
}

/** A service's own rules: null where the project's apply. */
export type ServiceRules = { [K in keyof ProjectRules]: ProjectRules[K] | null };

/** The rules of a project that never saved any: a 15-minute grid, an hour's notice, two months ahead. */
export const DEFAULT_BOOKING_RULES: ProjectRules = {
  stepMinutes: 15,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 60,
  horizonDays: 60,
  cancelCutoffMinutes: 120,
  rescheduleCutoffMinutes: 120,
  needsConfirmation: false,
  capacity: 1,
};

const RULE_KEYS = Object.keys(DEFAULT_BOOKING_RULES) as Array<keyof ProjectRules>;

export const NO_SERVICE_RULES: ServiceRules = Object.fromEntries(
  RULE_KEYS.map((key) => [key, null]),
) as ServiceRules;

function pickRules(row: Record<string, unknown>): ServiceRules {
  return Object.fromEntries(RULE_KEYS.map((key) => [key, row[key] ?? null])) as ServiceRules;
}

/** The project's rules: its saved row over the defaults. */
export async function projectRules(db: Db, projectId: string): Promise<ProjectRules> {
  const [row] = await db
    .select()
    .from(projectBookingRules)
    .where(eq(projectBookingRules.projectId, projectId));
  return withDefaults(row ? pickRules(row) : NO_SERVICE_RULES, DEFAULT_BOOKING_RULES);
}

/** The services' own rules, by service id (a service without a row overrides nothing). */
export async function serviceRulesOf(
  db: Db,
  projectId: string,
  serviceIds: readonly string[],
): Promise<Map<string, ServiceRules>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(serviceBookingRules)
    .where(
      and(
        eq(serviceBookingRules.projectId, projectId),
        inArray(serviceBookingRules.serviceId, [...serviceIds]),
      ),
    );
  return new Map(rows.map((row) => [row.serviceId, pickRules(row)]));
}

/** Rules with their gaps filled from `base`: a service's effective rules over the project's. */
export function withDefaults(rules: ServiceRules, base: ProjectRules): ProjectRules {
  return Object.fromEntries(
    RULE_KEYS.map((key) => [key, rules[key] ?? base[key]]),
  ) as unknown as ProjectRules;
}

/** Every service's own rules of the project, by service id order. */
export async function allServiceRules(db: Db, projectId: string) {
  const rows = await db
    .select()
    .from(serviceBookingRules)
    .where(eq(serviceBookingRules.projectId, projectId))
    .orderBy(serviceBookingRules.serviceId);
  return rows.map((row) => ({ serviceId: row.serviceId, rules: pickRules(row) }));
}
