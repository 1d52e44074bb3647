import type { TimeRange } from './day-hours';
import { MINUTE_MS, type EpochMs } from './wall-clock';

/** An appointment of the journal on the time line. */
export interface JournalEntry {
  serviceId: string;
  start: EpochMs;
  end: EpochMs;
  /** The service time widened by the buffers stored with the appointment. */
  occupied: TimeRange;
  people: number;
}

/**
 * The minutes an employee is booked for in a window (a local day). A class counts once however
 * many people joined it: the employee's time is what fairness spreads, not the head count.
 */
export function bookedMinutesWithin(journal: readonly JournalEntry[], window: TimeRange): number {
  const sessions = new Map<string, number>();
  for (const entry of journal) {
    if (entry.start < window.start || entry.start >= window.end) continue;
    sessions.set(`${entry.serviceId}@${entry.start}`, entry.end - entry.start);
  }
  let total = 0;
  for (const length of sessions.values()) total += length;
  return total / MINUTE_MS;
}

export interface EmployeeLoad {
  employeeId: string;
  bookedMinutes: number;
}

/**
 * "Any available" spreads load: who has the fewest booked minutes that day comes first, and equal
 * loads go by employee id, so the same journal always assigns the same person (the booking
 * mutation must pick whom the listing showed first).
 */
export function orderByLoad(candidates: readonly EmployeeLoad[]): string[] {
  return [...candidates]
    .sort(
      (a, b) =>
        a.bookedMinutes - b.bookedMinutes ||
        (a.employeeId < b.employeeId ? -1 : a.employeeId > b.employeeId ? 1 : 0),
    )
    .map((candidate) => candidate.employeeId);
}
