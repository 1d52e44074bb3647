import { and, asc, count, eq, gte, inArray } from 'drizzle-orm';
import type { Locale } from '@donut/i18n';
import { isUuid, validationMessages, type MessageDescriptor } from '@donut/validation';
import type { Db } from '../../db/database';
import {
  employees,
  employeeScheduleOverrides,
  employeeSchedules,
  employeeServices,
  projectServices,
  projectSiteAddresses,
} from '../../db/schema';
import { foreignKeyViolation } from '../../db/unique-violation';
import { DomainError, invalidInput } from '../../core/domain-error';
import type { Page } from '../../core/pagination';
import { assertWithinPlanLimit, lockPlanUsage } from '../billing/plan-limits';
import { nextPosition } from '../catalogue/catalogue-order';
import {
  BOOKING_INPUT_LIMITS,
  parseEmployeeInput,
  parseOverrideInput,
  parseScheduleInput,
  type EmployeeInputValues,
  type OverrideInputValues,
  type ScheduleInputValues,
} from './booking-inputs';

export type EmployeeRow = typeof employees.$inferSelect;

const notFound = () => new DomainError('NOT_FOUND', 'api.error.not-found');

/** A page of the project's employees in the owner's order, with the total. */
export async function listEmployees(db: Db, projectId: string, page: Page) {
  const where = eq(employees.projectId, projectId);
  const rows = await db
    .select()
    .from(employees)
    .where(where)
    .orderBy(asc(employees.position), asc(employees.id))
    .limit(page.limit)
    .offset(page.offset);
  const isWhole = page.offset === 0 && rows.length < page.limit;
  return { rows, total: isWhole ? rows.length : await db.$count(employees, where) };
}

export async function findEmployee(db: Db, projectId: string, id: string): Promise<EmployeeRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(employees)
    .where(and(eq(employees.projectId, projectId), eq(employees.id, id)));
  if (!row) throw notFound();
  return row;
}

/**
 * Creates an employee at the end of the owner's order: the owner's plan usage is locked, then the employees of all
 * their projects are counted against `max_employees`, so two creates at once cannot both take the last place.
 */
export async function createEmployee(
  db: Db,
  locale: Locale,
  clientId: string,
  projectId: string,
  input: EmployeeInputValues,
): Promise<EmployeeRow> {
  const values = parseEmployeeInput(input);
  await assertWithinPlanLimit(db, clientId, 'employees', 1, locale);
  return db.transaction(async (tx) => {
    await lockPlanUsage(tx, clientId);
    await assertWithinPlanLimit(tx, clientId, 'employees', 1, locale);
    const [row] = await tx
      .insert(employees)
      .values({ projectId, ...values, position: await nextPosition(tx, employees, projectId) })
      .returning();
    return row;
  });
}

export async function updateEmployee(
  db: Db,
  projectId: string,
  id: string,
  input: EmployeeInputValues,
): Promise<EmployeeRow> {
  const values = parseEmployeeInput(input);
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .update(employees)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(employees.projectId, projectId), eq(employees.id, id)))
    .returning();
  if (!row) throw notFound();
  return row;
}

/** Deletes the employee with their set-up; one with appointments in the journal is kept (deactivate them). */
export async function deleteEmployee(db: Db, projectId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  try {
    const [row] = await db
      .delete(employees)
      .where(and(eq(employees.projectId, projectId), eq(employees.id, id)))
      .returning({ id: employees.id });
    if (!row) throw notFound();
  } catch (error) {
    if (foreignKeyViolation(error) === 'appointments_employee_fk') {
      throw new DomainError('CONFLICT', 'api.booking.employee-has-appointments');
    }
    throw error;
  }
}

/** Ids of the project's site addresses among `ids`. */
async function knownAddresses(db: Db, projectId: string, ids: readonly string[]): Promise<Set<string>> {
  const valid = [...new Set(ids)].filter(isUuid);
  if (valid.length === 0) return new Set();
  const rows = await db
    .select({ id: projectSiteAddresses.id })
    .from(projectSiteAddresses)
    .where(and(eq(projectSiteAddresses.projectId, projectId), inArray(projectSiteAddresses.id, valid)));
  return new Set(rows.map((row) => row.id));
}

export interface EmployeeServiceInputValues {
  address_id: string;
  service_id: string;
  personal_price_minor?: number | null;
  personal_duration_minutes?: number | null;
}

/** Replaces the services the employee performs at the project's addresses. */
export async function setEmployeeServices(
  db: Db,
  projectId: string,
  employeeId: string,
  services: readonly EmployeeServiceInputValues[],
): Promise<void> {
  await findEmployee(db, projectId, employeeId);
  const limit = BOOKING_INPUT_LIMITS.employeeServices;
  if (services.length > limit) {
    throw invalidInput({
      services: { ...validationMessages.max, values: { length: limit, items: 'items' } },
    });
  }
  const addresses = await knownAddresses(
    db,
    projectId,
    services.map((service) => service.address_id),
  );
  const serviceIds = [...new Set(services.map((service) => service.service_id))].filter(isUuid);
  const known = new Set(
    serviceIds.length === 0
      ? []
      : (
          await db
            .select({ id: projectServices.id })
            .from(projectServices)
            .where(and(eq(projectServices.projectId, projectId), inArray(projectServices.id, serviceIds)))
        ).map((row) => row.id),
  );
  const fields: Record<string, MessageDescriptor> = {};
  const seen = new Set<string>();
  services.forEach((service, index) => {
    const at = `services[${index}].`;
    if (!addresses.has(service.address_id)) fields[`${at}address_id`] = validationMessages.invalid;
    if (!known.has(service.service_id)) fields[`${at}service_id`] = validationMessages.invalid;
    const key = `${service.address_id}/${service.service_id}`;
    if (seen.has(key)) fields[`${at}service_id`] = validationMessages.unique;
    seen.add(key);
    const price = service.personal_price_minor;
    if (price !== null && price !== undefined && price < 0) {
      fields[`${at}personal_price_minor`] = validationMessages.positive;
    }
    const duration = service.personal_duration_minutes;
    if (duration !== null && duration !== undefined && (duration < 1 || duration > 24 * 60)) {
      fields[`${at}personal_duration_minutes`] = validationMessages.invalid;
    }
  });
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
  await db.transaction(async (tx) => {
    await tx
      .delete(employeeServices)
      .where(and(eq(employeeServices.projectId, projectId), eq(employeeServices.employeeId, employeeId)));
    if (services.length > 0) {
      await tx.insert(employeeServices).values(
        services.map((service) => ({
          projectId,
          employeeId,
          addressId: service.address_id,
          serviceId: service.service_id,
          personalPriceMinor: service.personal_price_minor ?? null,
          personalDurationMinutes: service.personal_duration_minutes ?? null,
        })),
      );
    }
  });
}

/** Saves (or with null removes) the employee's schedule at one of the project's addresses. */
export async function saveEmployeeSchedule(
  db: Db,
  projectId: string,
  employeeId: string,
  addressId: string,
  input: ScheduleInputValues | null | undefined,
): Promise<void> {
  await findEmployee(db, projectId, employeeId);
  if (!(await knownAddresses(db, projectId, [addressId])).has(addressId)) throw notFound();
  const where = and(
    eq(employeeSchedules.projectId, projectId),
    eq(employeeSchedules.employeeId, employeeId),
    eq(employeeSchedules.addressId, addressId),
  );
  if (!input) {
    await db.delete(employeeSchedules).where(where);
    return;
  }
  const schedule = parseScheduleInput(input);
  await db
    .insert(employeeSchedules)
    .values({ projectId, employeeId, addressId, schedule })
    .onConflictDoUpdate({
      target: [employeeSchedules.projectId, employeeSchedules.employeeId, employeeSchedules.addressId],
      set: { schedule, updatedAt: new Date() },
    });
}

/** Adds (id null) or changes a date override of the employee, at most 500 an employee. */
export async function saveEmployeeOverride(
  db: Db,
  projectId: string,
  employeeId: string,
  id: string | null | undefined,
  input: OverrideInputValues,
): Promise<void> {
  await findEmployee(db, projectId, employeeId);
  const values = parseOverrideInput(input);
  if (values.addressId && !(await knownAddresses(db, projectId, [values.addressId])).has(values.addressId)) {
    throw invalidInput({ address_id: validationMessages.invalid });
  }
  const ofEmployee = and(
    eq(employeeScheduleOverrides.projectId, projectId),
    eq(employeeScheduleOverrides.employeeId, employeeId),
  );
  if (id) {
    if (!isUuid(id)) throw notFound();
    const [row] = await db
      .update(employeeScheduleOverrides)
      .set({ ...values, updatedAt: new Date() })
      .where(and(ofEmployee, eq(employeeScheduleOverrides.id, id)))
      .returning({ id: employeeScheduleOverrides.id });
    if (!row) throw notFound();
    return;
  }
  const [{ n }] = await db.select({ n: count() }).from(employeeScheduleOverrides).where(ofEmployee);
  if (n >= BOOKING_INPUT_LIMITS.overridesAnEmployee) {
    throw invalidInput({
      date_from: {
        ...validationMessages.max,
        values: { length: BOOKING_INPUT_LIMITS.overridesAnEmployee, items: 'items' },
      },
    });
  }
  await db.insert(employeeScheduleOverrides).values({ projectId, employeeId, ...values });
}

export async function deleteEmployeeOverride(db: Db, projectId: string, employeeId: string, id: string) {
  await findEmployee(db, projectId, employeeId);
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .delete(employeeScheduleOverrides)
    .where(
      and(
        eq(employeeScheduleOverrides.projectId, projectId),
        eq(employeeScheduleOverrides.employeeId, employeeId),
        eq(employeeScheduleOverrides.id, id),
      ),
    )
    .returning({ id: employeeScheduleOverrides.id });
  if (!row) throw notFound();
}

/**
 * The set-up of employees (one, or a page's in three queries): services at addresses, schedules, and the overrides
 * that end `today` or later (the first 100 an employee).
 */
export async function employeeSetUps(
  db: Db,
  projectId: string,
  employeeIds: readonly string[],
  today: string,
) {
  const ids = [...employeeIds];
  const services =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(employeeServices)
          .where(and(eq(employeeServices.projectId, projectId), inArray(employeeServices.employeeId, ids)))
          .orderBy(asc(employeeServices.addressId), asc(employeeServices.serviceId));
  const schedules =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(employeeSchedules)
          .where(and(eq(employeeSchedules.projectId, projectId), inArray(employeeSchedules.employeeId, ids)))
          .orderBy(asc(employeeSchedules.addressId));
  const overrides =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(employeeScheduleOverrides)
          .where(
            and(
              eq(employeeScheduleOverrides.projectId, projectId),
              inArray(employeeScheduleOverrides.employeeId, ids),
              gte(employeeScheduleOverrides.dateTo, today),
            ),
          )
          .orderBy(asc(employeeScheduleOverrides.dateFrom), asc(employeeScheduleOverrides.id));
  return new Map(
    ids.map((id) => [
      id,
      {
        services: services.filter((row) => row.employeeId === id),
        schedules: schedules.filter((row) => row.employeeId === id),
        overrides: overrides.filter((row) => row.employeeId === id).slice(0, 100),
      },
    ]),
  );
}
