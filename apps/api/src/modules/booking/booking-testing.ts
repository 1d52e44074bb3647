/* Test helpers of online booking's tables: a project with an address, a service and employees, written directly. */
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { appointments, employees, projectServices, projectSiteAddresses } from '../../db/schema';
import { OLD_PROJECT_ID, insertOldProject } from '../../testing/test-databases';

export interface BookingFixture {
  projectId: string;
  addressId: string;
  serviceId: string;
  employeeIds: string[];
}

/** One project (`OLD_PROJECT_ID`) with an address in `timeZone`, a 60-minute service and `employeeCount` employees. */
export async function insertBookingFixture(
  db: Db,
  { employeeCount = 1, timeZone = 'Asia/Tbilisi' } = {},
): Promise<BookingFixture> {
  await insertOldProject(db);
  const projectId = OLD_PROJECT_ID;
  const addressId = randomUUID();
  await db.insert(projectSiteAddresses).values({
    projectId,
    id: addressId,
    position: 0,
    title: 'Centre',
    address: 'Rustaveli 1',
    lat: 41.7,
    lng: 44.8,
    timeZone,
  });
  const [service] = await db
    .insert(projectServices)
    .values({ projectId, name: 'Haircut', priceMinor: 4000, durationMinutes: 60, bookableOnline: true })
    .returning();
  const rows = await db
    .insert(employees)
    .values(
      Array.from({ length: employeeCount }, (_, index) => ({
        projectId,
        name: `Barber ${index + 1}`,
        position: index,
      })),
    )
    .returning();
  return { projectId, addressId, serviceId: service.id, employeeIds: rows.map((row) => row.id) };
}

/** The appointments of an employee not cancelled, for assertions. */
export async function activeAppointmentCount(db: Db, employeeId: string): Promise<number> {
  return db.$count(
    appointments,
    and(eq(appointments.employeeId, employeeId), ne(appointments.status, 'cancelled')),
  );
}
