import { and, eq } from 'drizzle-orm';
import { isUuid } from '@donut/validation';
import type { Db } from '../../db/database';
import { projectBookingRules, projectServices, serviceBookingRules } from '../../db/schema';
import { DomainError } from '../../core/domain-error';
import { checkRules, rulesFromInput, type BookingRulesInputValues } from './booking-inputs';
import {
  projectRules,
  serviceRulesOf,
  withDefaults,
  type ProjectRules,
  type ServiceRules,
} from './booking-rules.store';

const notFound = () => new DomainError('NOT_FOUND', 'api.error.not-found');

/**
 * Saves the project's rules (fields left out keep their saved or default value) or a service's own (null fields
 * follow the project). Both are checked as they will apply: a service's over the project's.
 */
export async function saveBookingRules(
  db: Db,
  projectId: string,
  serviceId: string | null | undefined,
  input: BookingRulesInputValues,
): Promise<{ serviceId: string | null; rules: ServiceRules | ProjectRules }> {
  const own = rulesFromInput(input);
  const base = await projectRules(db, projectId);
  if (!serviceId) {
    const rules = withDefaults(own, base);
    checkRules(rules, own);
    await db
      .insert(projectBookingRules)
      .values({ projectId, ...rules })
      .onConflictDoUpdate({
        target: projectBookingRules.projectId,
        set: { ...rules, updatedAt: new Date() },
      });
    return { serviceId: null, rules };
  }
  if (!isUuid(serviceId)) throw notFound();
  const [service] = await db
    .select({ id: projectServices.id })
    .from(projectServices)
    .where(and(eq(projectServices.projectId, projectId), eq(projectServices.id, serviceId)));
  if (!service) throw notFound();
  checkRules(withDefaults(own, base), own);
  await db
    .insert(serviceBookingRules)
    .values({ projectId, serviceId, ...own })
    .onConflictDoUpdate({
      target: [serviceBookingRules.projectId, serviceBookingRules.serviceId],
      set: { ...own, updatedAt: new Date() },
    });
  return {
    serviceId,
    rules: (await serviceRulesOf(db, projectId, [serviceId])).get(serviceId) as ServiceRules,
  };
}
