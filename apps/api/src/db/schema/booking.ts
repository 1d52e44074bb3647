import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Schedule, WorkingDay } from '../../modules/booking/slot-engine/slot-query';
import { projectIdColumn, rowTimestamps } from './catalogue';
import type { StoredImage } from './clients';
import { projectServices } from './services';

// Online booking's set-up and journal (issue 17, ADR 0039). Every key leads with project_id. Addresses are the
// site's (project_site_addresses): referenced by id without a foreign key, because the site's save rewrites its
// address rows keeping their ids (ADR 0039).

/** A `tstzrange` kept as its literal text (`["2026-12-01 09:00:00+00","2026-12-01 10:00:00+00")`). */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/** A person who performs the project's services (a barber, a trainer); counted against the plan's `max_employees`. */
export const employees = pgTable(
  'employees',
  {
    projectId: projectIdColumn(),
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    name: varchar('name', { length: 100 }).notNull(),
    /** The job title the site shows ("Senior barber"). */
    jobTitle: varchar('job_title', { length: 100 }),
    description: text('description'),
    /** Stored like a site's logo; uploads come with the CRM's employee form. */
    photo: jsonb('photo').$type<StoredImage>(),
    isActive: boolean('is_active').notNull().default(true),
    /** The owner's order. */
    position: integer('position').notNull().default(0),
    ...rowTimestamps(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.id] }),
    index('employees_project_position_idx').on(table.projectId, table.position),
  ],
);

/** A service an employee performs at an address, with their own price or duration when it differs. */
export const employeeServices = pgTable(
  'employee_services',
  {
    projectId: projectIdColumn(),
    employeeId: uuid('employee_id').notNull(),
    addressId: uuid('address_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    personalPriceMinor: integer('personal_price_minor'),
    personalDurationMinutes: integer('personal_duration_minutes'),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.employeeId, table.addressId, table.serviceId] }),
    foreignKey({
      columns: [table.projectId, table.employeeId],
      foreignColumns: [employees.projectId, employees.id],
      name: 'employee_services_employee_fk',
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.projectId, table.serviceId],
      foreignColumns: [projectServices.projectId, projectServices.id],
      name: 'employee_services_service_fk',
    }).onDelete('cascade'),
    index('employee_services_project_address_idx').on(table.projectId, table.addressId, table.serviceId),
    check(
      'employee_services_personal_price_range',
      sql`${table.personalPriceMinor} is null or ${table.personalPriceMinor} >= 0`,
    ),
    check(
      'employee_services_personal_duration_range',
      sql`${table.personalDurationMinutes} is null or ${table.personalDurationMinutes} between 1 and 1440`,
    ),
  ],
);

/** An employee's schedule at an address: the engine's `Schedule` (weekly pattern or N-on/M-off shift). */
export const employeeSchedules = pgTable(
  'employee_schedules',
  {
    projectId: projectIdColumn(),
    employeeId: uuid('employee_id').notNull(),
    addressId: uuid('address_id').notNull(),
    schedule: jsonb('schedule').$type<Schedule>().notNull(),
    ...rowTimestamps(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.employeeId, table.addressId] }),
    foreignKey({
      columns: [table.projectId, table.employeeId],
      foreignColumns: [employees.projectId, employees.id],
      name: 'employee_schedules_employee_fk',
    }).onDelete('cascade'),
    index('employee_schedules_project_address_idx').on(table.projectId, table.addressId),
  ],
);

export type ScheduleOverrideKind = 'day-off' | 'sick-leave' | 'vacation' | 'special-hours';

/**
 * A date override of an employee: an absence from–to (both included) or special hours on one date (from = to,
 * `day` holds the hours). A null address applies at every address (a person is absent everywhere).
 */
export const employeeScheduleOverrides = pgTable(
  'employee_schedule_overrides',
  {
    projectId: projectIdColumn(),
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    employeeId: uuid('employee_id').notNull(),
    addressId: uuid('address_id'),
    kind: varchar('kind', { length: 16 }).$type<ScheduleOverrideKind>().notNull(),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    day: jsonb('day').$type<WorkingDay>(),
    ...rowTimestamps(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.id] }),
    foreignKey({
      columns: [table.projectId, table.employeeId],
      foreignColumns: [employees.projectId, employees.id],
      name: 'employee_schedule_overrides_employee_fk',
    }).onDelete('cascade'),
    index('employee_schedule_overrides_project_employee_idx').on(
      table.projectId,
      table.employeeId,
      table.dateFrom,
    ),
    check(
      'employee_schedule_overrides_kind',
      sql`${table.kind} in ('day-off', 'sick-leave', 'vacation', 'special-hours')`,
    ),
    check('employee_schedule_overrides_dates', sql`${table.dateFrom} <= ${table.dateTo}`),
    check(
      'employee_schedule_overrides_day',
      sql`(${table.kind} = 'special-hours') = (${table.day} is not null and ${table.dateFrom} = ${table.dateTo})`,
    ),
  ],
);

/** The rule columns the project has and a service may override (null there: the project's). */
const ruleColumns = () => ({
  stepMinutes: integer('step_minutes'),
  bufferBeforeMinutes: integer('buffer_before_minutes'),
  bufferAfterMinutes: integer('buffer_after_minutes'),
  minimumNoticeMinutes: integer('minimum_notice_minutes'),
  horizonDays: integer('horizon_days'),
  /** How long before the start a customer may still cancel or reschedule. */
  cancelCutoffMinutes: integer('cancel_cutoff_minutes'),
  rescheduleCutoffMinutes: integer('reschedule_cutoff_minutes'),
  needsConfirmation: boolean('needs_confirmation'),
  /** People a start takes: 1 for an individual service, N for a class. */
  capacity: integer('capacity'),
});

/** The project's booking rules; a project without a row has `DEFAULT_BOOKING_RULES`. */
export const projectBookingRules = pgTable('project_booking_rules', {
  projectId: projectIdColumn().primaryKey(),
  ...ruleColumns(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A service's own booking rules over the project's: every column null means "as the project". */
export const serviceBookingRules = pgTable(
  'service_booking_rules',
  {
    projectId: projectIdColumn(),
    serviceId: uuid('service_id').notNull(),
    ...ruleColumns(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.serviceId] }),
    foreignKey({
      columns: [table.projectId, table.serviceId],
      foreignColumns: [projectServices.projectId, projectServices.id],
      name: 'service_booking_rules_service_fk',
    }).onDelete('cascade'),
  ],
);

export type AppointmentStatus = 'booked' | 'confirmed' | 'arrived' | 'no_show' | 'cancelled';
export type AppointmentSource = 'crm' | 'online' | 'bot';

/**
 * A visit in the journal: one employee, one or several services back to back (appointment_services). `starts_at`
 * –`ends_at` is the service time the customer sees; the buffers are kept as they were when booked. `occupied` is
 * `[start - buffer before, end + buffer after)`, checked against the columns, and the exclusion constraint
 * `appointments_employee_no_overlap` (in the migration: drizzle has no EXCLUDE) keeps one employee's occupied ranges
 * apart, except rows of the same class (same `class_key`: a service with capacity > 1 at one start).
 */
export const appointments = pgTable(
  'appointments',
  {
    projectId: projectIdColumn(),
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    addressId: uuid('address_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    /** The customer who booked; no foreign key yet: the booking mutation's increment adds it with the flow. */
    customerId: uuid('customer_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    bufferBeforeMinutes: smallint('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: smallint('buffer_after_minutes').notNull().default(0),
    occupied: tstzrange('occupied').notNull(),
    /** `<service id>@<start in epoch seconds>` for a class booking; null for an individual visit. */
    classKey: varchar('class_key', { length: 60 }),
    status: varchar('status', { length: 16 }).$type<AppointmentStatus>().notNull().default('booked'),
    people: smallint('people').notNull().default(1),
    /** The client's key of the request that booked it: a retry finds the same appointment. */
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    source: varchar('source', { length: 16 }).$type<AppointmentSource>().notNull(),
    ...rowTimestamps(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.id] }),
    // No cascade: an employee with appointments is deactivated, not deleted (the journal keeps its history).
    foreignKey({
      columns: [table.projectId, table.employeeId],
      foreignColumns: [employees.projectId, employees.id],
      name: 'appointments_employee_fk',
    }),
    unique('appointments_project_idempotency_key').on(table.projectId, table.idempotencyKey),
    index('appointments_project_employee_start_idx').on(table.projectId, table.employeeId, table.startsAt),
    index('appointments_project_address_start_idx').on(table.projectId, table.addressId, table.startsAt),
    check(
      'appointments_status',
      sql`${table.status} in ('booked', 'confirmed', 'arrived', 'no_show', 'cancelled')`,
    ),
    check('appointments_source', sql`${table.source} in ('crm', 'online', 'bot')`),
    check('appointments_service_time', sql`${table.startsAt} < ${table.endsAt}`),
    check(
      'appointments_buffers_range',
      sql`${table.bufferBeforeMinutes} between 0 and 240 and ${table.bufferAfterMinutes} between 0 and 240`,
    ),
    check('appointments_people_range', sql`${table.people} between 1 and 500`),
    check(
      'appointments_occupied_matches',
      sql`${table.occupied} = tstzrange(${table.startsAt} - make_interval(mins => ${table.bufferBeforeMinutes}), ${table.endsAt} + make_interval(mins => ${table.bufferAfterMinutes}), '[)')`,
    ),
  ],
);

/** A service of a visit, in the order performed, with its name, price and duration as booked. */
export const appointmentServices = pgTable(
  'appointment_services',
  {
    projectId: projectIdColumn(),
    appointmentId: uuid('appointment_id').notNull(),
    position: smallint('position').notNull(),
    /** Null once the service is deleted from the catalogue; the booked name stays. */
    serviceId: uuid('service_id'),
    name: varchar('name', { length: 150 }).notNull(),
    priceMinor: integer('price_minor').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.appointmentId, table.position] }),
    foreignKey({
      columns: [table.projectId, table.appointmentId],
      foreignColumns: [appointments.projectId, appointments.id],
      name: 'appointment_services_appointment_fk',
    }).onDelete('cascade'),
    index('appointment_services_project_service_idx').on(table.projectId, table.serviceId),
    check('appointment_services_price_range', sql`${table.priceMinor} >= 0`),
    check('appointment_services_duration_positive', sql`${table.durationMinutes} > 0`),
  ],
);
