import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  appointments,
  appointmentServices,
  type AppointmentSource,
  type AppointmentStatus,
} from '../../db/schema';

export type AppointmentRow = typeof appointments.$inferSelect;

export interface BookedServiceValues {
  serviceId: string | null;
  name: string;
  priceMinor: number;
  durationMinutes: number;
}

export interface AppointmentValues {
  projectId: string;
  addressId: string;
  employeeId: string;
  customerId?: string | null;
  start: Date;
  end: Date;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  people?: number;
  /** The class's service when the visit is one service of capacity > 1; null for an individual visit. */
  classServiceId?: string | null;
  status?: AppointmentStatus;
  idempotencyKey?: string | null;
  source: AppointmentSource;
  services: readonly BookedServiceValues[];
}

/** Rows of one class share this key, so the exclusion constraint lets them overlap (ADR 0039). */
export function classKey(serviceId: string, start: Date): string {
  return `${serviceId}@${Math.floor(start.getTime() / 1000)}`;
}

/**
 * Writes an appointment and its services. The occupied range is computed by the database from the start, the end
 * and the buffers (the check `appointments_occupied_matches` holds it to them); an overlap with another of the
 * employee's appointments fails with the exclusion constraint `appointments_employee_no_overlap`.
 */
export async function insertAppointment(tx: Db, values: AppointmentValues): Promise<AppointmentRow> {
  const occupied = sql`tstzrange(${values.start.toISOString()}::timestamptz - make_interval(mins => ${values.bufferBeforeMinutes}::int), ${values.end.toISOString()}::timestamptz + make_interval(mins => ${values.bufferAfterMinutes}::int), '[)')`;
  const [row] = await tx
    .insert(appointments)
    .values({
      projectId: values.projectId,
      addressId: values.addressId,
      employeeId: values.employeeId,
      customerId: values.customerId ?? null,
      startsAt: values.start,
      endsAt: values.end,
      bufferBeforeMinutes: values.bufferBeforeMinutes,
      bufferAfterMinutes: values.bufferAfterMinutes,
      occupied: occupied as unknown as string,
      classKey: values.classServiceId ? classKey(values.classServiceId, values.start) : null,
      status: values.status ?? 'booked',
      people: values.people ?? 1,
      idempotencyKey: values.idempotencyKey ?? null,
      source: values.source,
    })
    .returning();
  if (values.services.length > 0) {
    await tx.insert(appointmentServices).values(
      values.services.map((service, position) => ({
        projectId: values.projectId,
        appointmentId: row.id,
        position,
        ...service,
      })),
    );
  }
  return row;
}
