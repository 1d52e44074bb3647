import { and, asc, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Db } from '../../db/database';
import {
  appointments,
  appointmentServices,
  employees,
  employeeScheduleOverrides,
  employeeSchedules,
  employeeServices,
  projectServices,
  projectSiteAddresses,
} from '../../db/schema';
import { DomainError } from '../../core/domain-error';
import { projectRules, serviceRulesOf, withDefaults, NO_SERVICE_RULES } from './booking-rules.store';
import {
  visitBookingRules,
  type BookedAppointment,
  type CandidateEmployee,
  type InstantLike,
  type LocalDate,
  type ScheduleOverride,
  type SlotQuery,
  type VisitService,
} from './slot-engine';

export interface SlotRequest {
  projectId: string;
  addressId: string;
  /** The services of the visit in the order performed. */
  serviceIds: readonly string[];
  /** One employee, or null for "any available". */
  employeeId: string | null;
  from: LocalDate;
  to: LocalDate;
  now: InstantLike;
  people?: number;
}

const notFound = () => new DomainError('NOT_FOUND', 'api.error.not-found');

/**
 * The engine's query for a visit, read from the database (ADR 0039): the address's zone, the services with their
 * effective rules, the active employees scheduled at the address (one, or all for "any available") with the
 * services they perform there and their overrides, and their appointments at every address around the dates
 * (cancelled ones left out). The booking mutation calls it inside its transaction and asks `isBookable`.
 */
export async function slotQueryFromDb(db: Db, request: SlotRequest): Promise<SlotQuery> {
  const { projectId, addressId } = request;
  const [address] = await db
    .select({ timeZone: projectSiteAddresses.timeZone })
    .from(projectSiteAddresses)
    .where(and(eq(projectSiteAddresses.projectId, projectId), eq(projectSiteAddresses.id, addressId)));
  if (!address) throw notFound();

  const services = await visitServices(db, projectId, request.serviceIds);
  const baseRules = await projectRules(db, projectId);
  const ownRules = await serviceRulesOf(db, projectId, request.serviceIds);
  const effective = request.serviceIds.map((id) =>
    withDefaults(ownRules.get(id) ?? NO_SERVICE_RULES, baseRules),
  );
  const visit: VisitService[] = request.serviceIds.map((id, index) => ({
    id,
    durationMinutes: services.get(id) as number,
    bufferBeforeMinutes: effective[index].bufferBeforeMinutes,
    bufferAfterMinutes: effective[index].bufferAfterMinutes,
    capacity: effective[index].capacity,
  }));
  const candidates = await candidateEmployees(db, request);
  return {
    timeZone: address.timeZone,
    services: visit,
    employees: candidates,
    appointments: await journal(
      db,
      request,
      candidates.map((employee) => employee.id),
    ),
    rules: visitBookingRules(baseRules, effective),
    from: request.from,
    to: request.to,
    now: request.now,
    people: request.people ?? 1,
  };
}

/** The services' durations by id; every one must be the project's and bookable online. */
async function visitServices(db: Db, projectId: string, serviceIds: readonly string[]) {
  const rows =
    serviceIds.length === 0
      ? []
      : await db
          .select({ id: projectServices.id, durationMinutes: projectServices.durationMinutes })
          .from(projectServices)
          .where(
            and(
              eq(projectServices.projectId, projectId),
              inArray(projectServices.id, [...serviceIds]),
              eq(projectServices.bookableOnline, true),
            ),
          );
  const durations = new Map(rows.map((row) => [row.id, row.durationMinutes]));
  if (serviceIds.length === 0 || serviceIds.some((id) => !durations.has(id))) throw notFound();
  return durations;
}

async function candidateEmployees(db: Db, request: SlotRequest): Promise<CandidateEmployee[]> {
  const { projectId, addressId } = request;
  const scheduled = await db
    .select({ id: employees.id, schedule: employeeSchedules.schedule })
    .from(employeeSchedules)
    .innerJoin(
      employees,
      and(
        eq(employees.projectId, employeeSchedules.projectId),
        eq(employees.id, employeeSchedules.employeeId),
      ),
    )
    .where(
      and(
        eq(employeeSchedules.projectId, projectId),
        eq(employeeSchedules.addressId, addressId),
        eq(employees.isActive, true),
        request.employeeId ? eq(employeeSchedules.employeeId, request.employeeId) : undefined,
      ),
    )
    .orderBy(asc(employees.id));
  if (scheduled.length === 0) return [];
  const ids = scheduled.map((row) => row.id);
  const performed = await db
    .select()
    .from(employeeServices)
    .where(
      and(
        eq(employeeServices.projectId, projectId),
        eq(employeeServices.addressId, addressId),
        inArray(employeeServices.employeeId, ids),
      ),
    );
  const overrides = await db
    .select()
    .from(employeeScheduleOverrides)
    .where(
      and(
        eq(employeeScheduleOverrides.projectId, projectId),
        inArray(employeeScheduleOverrides.employeeId, ids),
        or(isNull(employeeScheduleOverrides.addressId), eq(employeeScheduleOverrides.addressId, addressId)),
        lte(employeeScheduleOverrides.dateFrom, request.to),
        gte(employeeScheduleOverrides.dateTo, request.from),
      ),
    )
    .orderBy(asc(employeeScheduleOverrides.dateFrom), asc(employeeScheduleOverrides.id));
  return scheduled.map((row) => ({
    id: row.id,
    schedule: row.schedule,
    services: performed
      .filter((service) => service.employeeId === row.id)
      .map((service) =>
        service.personalDurationMinutes === null
          ? { serviceId: service.serviceId }
          : { serviceId: service.serviceId, personalDurationMinutes: service.personalDurationMinutes },
      ),
    overrides: overrides.filter((override) => override.employeeId === row.id).map(toEngineOverride),
  }));
}

export function toEngineOverride(row: typeof employeeScheduleOverrides.$inferSelect): ScheduleOverride {
  return row.kind === 'special-hours'
    ? { kind: 'special-hours', date: row.dateFrom, day: row.day ?? { intervals: [], breaks: [] } }
    : { kind: 'absence', reason: row.kind, from: row.dateFrom, to: row.dateTo };
}

/**
 * The employees' appointments not cancelled whose occupied range meets the dates asked, widened by two days each
 * way so that any zone's local day is covered; each with its first service (a class is one service).
 */
async function journal(
  db: Db,
  request: SlotRequest,
  employeeIds: readonly string[],
): Promise<BookedAppointment[]> {
  if (employeeIds.length === 0) return [];
  const from = Temporal.PlainDate.from(request.from).subtract({ days: 2 }).toString();
  const to = Temporal.PlainDate.from(request.to).add({ days: 2 }).toString();
  const rows = await db
    .select({
      employeeId: appointments.employeeId,
      serviceId: appointmentServices.serviceId,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      bufferBeforeMinutes: appointments.bufferBeforeMinutes,
      bufferAfterMinutes: appointments.bufferAfterMinutes,
      people: appointments.people,
    })
    .from(appointments)
    .leftJoin(
      appointmentServices,
      and(
        eq(appointmentServices.projectId, appointments.projectId),
        eq(appointmentServices.appointmentId, appointments.id),
        eq(appointmentServices.position, 0),
      ),
    )
    .where(
      and(
        eq(appointments.projectId, request.projectId),
        inArray(appointments.employeeId, [...employeeIds]),
        ne(appointments.status, 'cancelled'),
        sql`${appointments.occupied} && tstzrange(${`${from}T00:00:00Z`}::timestamptz, ${`${to}T00:00:00Z`}::timestamptz, '[)')`,
      ),
    )
    .orderBy(asc(appointments.startsAt));
  return rows.map((row) => ({
    employeeId: row.employeeId,
    serviceId: row.serviceId ?? '',
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    bufferBeforeMinutes: row.bufferBeforeMinutes,
    bufferAfterMinutes: row.bufferAfterMinutes,
    people: row.people,
  }));
}
