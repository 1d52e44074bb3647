import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { appointments } from '../../db/schema';
import { exclusionViolation } from '../../db/unique-violation';
import { createTestDatabase, testEngines, type TestDatabase } from '../../testing/test-databases';
import { insertAppointment, type AppointmentValues } from './appointment-rows';
import { activeAppointmentCount, insertBookingFixture, type BookingFixture } from './booking-testing';

// The database's last guard of online booking (ADR 0039): one employee's occupied ranges, buffers included, never
// overlap. The booking mutation comes later; these rows are written directly.

const at = (time: string) => new Date(`2026-12-01T${time}:00+04:00`);

function visit(fixture: BookingFixture, start: string, end: string, more: Partial<AppointmentValues> = {}) {
  return {
    projectId: fixture.projectId,
    addressId: fixture.addressId,
    employeeId: fixture.employeeIds[0],
    start: at(start),
    end: at(end),
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    source: 'online' as const,
    services: [{ serviceId: fixture.serviceId, name: 'Haircut', priceMinor: 4000, durationMinutes: 60 }],
    ...more,
  };
}

describe.each(testEngines)('the employee exclusion constraint on %s', (engine) => {
  let database: TestDatabase;
  let fixture: BookingFixture;

  beforeEach(async () => {
    database = await createTestDatabase(engine, 'seeded');
    fixture = await insertBookingFixture(database.database.db, { employeeCount: 2 });
  });
  afterEach(async () => {
    await database.dispose();
  });

  it('refuses an overlap, accepts touching ranges, another employee and a time freed by a cancellation', async () => {
    const db = database.database.db;
    await insertAppointment(db, visit(fixture, '10:00', '11:00'));
    const overlap = await insertAppointment(db, visit(fixture, '10:30', '11:30')).catch(
      (error: unknown) => error,
    );
    expect(exclusionViolation(overlap)).toBe('appointments_employee_no_overlap');
    // Half-open ranges: ending at 10:00 and starting at 11:00 both touch and are accepted.
    await insertAppointment(db, visit(fixture, '09:00', '10:00'));
    await insertAppointment(db, visit(fixture, '11:00', '12:00'));
    await insertAppointment(db, visit(fixture, '10:00', '11:00', { employeeId: fixture.employeeIds[1] }));
    expect(await activeAppointmentCount(db, fixture.employeeIds[0])).toBe(3);

    const [cancelled] = await db
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(eq(appointments.startsAt, at('11:00')))
      .returning();
    expect(cancelled.employeeId).toBe(fixture.employeeIds[0]);
    expect(await activeAppointmentCount(db, fixture.employeeIds[0])).toBe(2);
    await insertAppointment(db, visit(fixture, '11:00', '12:00'));
    expect(await activeAppointmentCount(db, fixture.employeeIds[0])).toBe(3);
  });

  it('counts the buffers as occupied and keeps the stored range true to the columns', async () => {
    const db = database.database.db;
    await insertAppointment(db, visit(fixture, '10:00', '11:00', { bufferAfterMinutes: 15 }));
    const inBuffer = await insertAppointment(db, visit(fixture, '11:10', '12:00')).catch(
      (error: unknown) => error,
    );
    expect(exclusionViolation(inBuffer)).toBe('appointments_employee_no_overlap');
    const earlyBuffer = await insertAppointment(
      db,
      visit(fixture, '11:15', '12:00', { bufferBeforeMinutes: 5 }),
    ).catch((error: unknown) => error);
    expect(exclusionViolation(earlyBuffer)).toBe('appointments_employee_no_overlap');
    await insertAppointment(db, visit(fixture, '11:15', '12:00'));
    // A range that does not match the start, the end and the buffers is refused by its check.
    const forged = await db
      .execute(
        sql`insert into appointments (project_id, address_id, employee_id, starts_at, ends_at, occupied, source)
          values (${fixture.projectId}, ${fixture.addressId}, ${fixture.employeeIds[0]},
            '2026-12-01T14:00:00Z', '2026-12-01T15:00:00Z', '[2026-12-01T14:00:00Z,2026-12-01T14:01:00Z)', 'crm')`,
      )
      .catch((error: unknown) => error);
    expect(String((forged as { cause?: Error }).cause?.message ?? forged)).toContain(
      'appointments_occupied_matches',
    );
  });

  it('lets the rows of one class share a start and refuses the same service at another start', async () => {
    const db = database.database.db;
    const yoga = { classServiceId: fixture.serviceId };
    await insertAppointment(db, visit(fixture, '10:00', '11:00', yoga));
    await insertAppointment(db, visit(fixture, '10:00', '11:00', { ...yoga, people: 3 }));
    const shifted = await insertAppointment(db, visit(fixture, '10:30', '11:30', yoga)).catch(
      (error: unknown) => error,
    );
    expect(exclusionViolation(shifted)).toBe('appointments_employee_no_overlap');
    const individual = await insertAppointment(db, visit(fixture, '10:00', '11:00')).catch(
      (error: unknown) => error,
    );
    expect(exclusionViolation(individual)).toBe('appointments_employee_no_overlap');
    expect(await activeAppointmentCount(db, fixture.employeeIds[0])).toBe(2);
  });
});

// PGlite has one connection: the race cannot happen there, so this runs on PostgreSQL only.
const engine = testEngines[testEngines.length - 1];
describe.skipIf(engine !== 'postgres')('20 concurrent overlapping appointments on postgres', () => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase('postgres', 'seeded');
  });
  afterEach(async () => {
    await database.dispose();
  });

  it('leave exactly one, each loser refused by the exclusion constraint', async () => {
    const db = database.database.db;
    const fixture = await insertBookingFixture(db);
    const attempts = Array.from({ length: 20 }, (_, index) =>
      db.transaction(async (tx) => {
        // Starts 5 minutes apart within one hour: every pair overlaps.
        const minute = String(index * 3).padStart(2, '0');
        await insertAppointment(tx, visit(fixture, `10:${minute}`, `11:${minute}`));
        // Hold the transaction open so the others' inserts meet an uncommitted row.
        await tx.execute(sql`select pg_sleep(0.05)`);
      }),
    );
    const results = await Promise.allSettled(attempts);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(results.length - refused.length).toBe(1);
    for (const result of refused) {
      expect(exclusionViolation((result as PromiseRejectedResult).reason)).toBe(
        'appointments_employee_no_overlap',
      );
    }
    expect(await activeAppointmentCount(db, fixture.employeeIds[0])).toBe(1);
  });
});
