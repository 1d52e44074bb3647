import type { CandidateEmployee, VisitService } from './slot-query';
import { MINUTE_MS } from './wall-clock';

/** The visit as one employee would perform it. */
export interface EmployeeVisit {
  /** The services back to back, each at the employee's personal duration where they have one. */
  durationMs: number;
  /** Before the first service and after the last: the visit is one sitting, so no buffers between. */
  bufferBeforeMs: number;
  bufferAfterMs: number;
  capacity: number;
  /** The class others may join at the same start; null for an individual visit. */
  classServiceId: string | null;
}

/**
 * How an employee would perform the visit, or null when they do not perform every service of it:
 * one employee performs the whole visit, so "any available" never splits it between people.
 * A class is booked as a visit of its own; with other services around it the visit is individual.
 */
export function visitFor(
  employee: CandidateEmployee,
  services: readonly VisitService[],
): EmployeeVisit | null {
  if (services.length === 0) return null;
  let durationMinutes = 0;
  for (const service of services) {
    const performed = employee.services.find((item) => item.serviceId === service.id);
    if (!performed) return null;
    durationMinutes += performed.personalDurationMinutes ?? service.durationMinutes;
  }
  const isClass = services.length === 1 && services[0].capacity > 1;
  return {
    durationMs: durationMinutes * MINUTE_MS,
    bufferBeforeMs: services[0].bufferBeforeMinutes * MINUTE_MS,
    bufferAfterMs: services[services.length - 1].bufferAfterMinutes * MINUTE_MS,
    capacity: isClass ? services[0].capacity : 1,
    classServiceId: isClass ? services[0].id : null,
  };
}
