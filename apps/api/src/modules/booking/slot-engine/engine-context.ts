import type { Temporal } from 'temporal-polyfill';
import { assertUsableRules } from './booking-rules';
import { NO_HOURS, overlaps, resolveDayHours, type DayHours } from './day-hours';
import { bookedMinutesWithin, type JournalEntry } from './fairness';
import type { BookedAppointment, CandidateEmployee, SlotQuery } from './slot-query';
import { visitFor, type EmployeeVisit } from './visit';
import {
  createWallClock,
  localDateOf,
  MINUTE_MS,
  toEpochMs,
  type EpochMs,
  type WallClock,
} from './wall-clock';
import { workingDayOn } from './working-day';

/** Everything the predicate needs about one employee on one local date. */
export interface EmployeeDay {
  employeeId: string;
  date: Temporal.PlainDate;
  /** Null when the employee does not perform every service of the visit. */
  visit: EmployeeVisit | null;
  hours: DayHours;
  /** The appointments whose occupied range reaches into this day's hours. */
  journal: readonly JournalEntry[];
  bookedMinutes: number;
}

/** A query made ready once: instants parsed, the journal indexed, each employee's days remembered. */
export interface EngineContext {
  clock: WallClock;
  people: number;
  stepMs: number;
  /** `now` plus the minimum notice: nothing starts earlier. */
  earliestStartMs: EpochMs;
  today: Temporal.PlainDate;
  /** Today plus the horizon: nothing starts on a later date. */
  lastBookableDate: Temporal.PlainDate;
  employees: readonly CandidateEmployee[];
  dayOf(employee: CandidateEmployee, date: Temporal.PlainDate): EmployeeDay;
}

export function createEngineContext(query: SlotQuery): EngineContext {
  assertUsableRules(query.rules);
  const clock = createWallClock(query.timeZone);
  const nowMs = toEpochMs(query.now);
  const today = localDateOf(nowMs, query.timeZone);
  const journals = journalsByEmployee(query.appointments);
  const visits = new Map(
    query.employees.map((employee) => [employee.id, visitFor(employee, query.services)]),
  );
  const days = new Map<string, EmployeeDay>();

  const buildDay = (employee: CandidateEmployee, date: Temporal.PlainDate): EmployeeDay => {
    const visit = visits.get(employee.id) ?? null;
    const journal = journals.get(employee.id) ?? [];
    const hours = visit ? resolveDayHours(workingDayOn(employee, date), date, clock) : NO_HOURS;
    const dayWindow = { start: clock.startOfDay(date), end: clock.startOfDay(date.add({ days: 1 })) };
    return {
      employeeId: employee.id,
      date,
      visit,
      hours,
      journal: visit ? journalAround(journal, hours, visit) : [],
      bookedMinutes: bookedMinutesWithin(journal, dayWindow),
    };
  };

  return {
    clock,
    people: query.people,
    stepMs: query.rules.stepMinutes * MINUTE_MS,
    earliestStartMs: nowMs + query.rules.minimumNoticeMinutes * MINUTE_MS,
    today,
    lastBookableDate: today.add({ days: query.rules.horizonDays }),
    employees: query.employees,
    dayOf(employee, date) {
      const key = `${employee.id}@${date.toString()}`;
      let day = days.get(key);
      if (!day) {
        day = buildDay(employee, date);
        days.set(key, day);
      }
      return day;
    },
  };
}

function journalsByEmployee(appointments: readonly BookedAppointment[]) {
  const journals = new Map<string, JournalEntry[]>();
  for (const appointment of appointments) {
    const start = toEpochMs(appointment.start);
    const end = toEpochMs(appointment.end);
    const entry: JournalEntry = {
      serviceId: appointment.serviceId,
      start,
      end,
      occupied: {
        start: start - appointment.bufferBeforeMinutes * MINUTE_MS,
        end: end + appointment.bufferAfterMinutes * MINUTE_MS,
      },
      people: appointment.people,
    };
    const journal = journals.get(appointment.employeeId);
    if (journal) journal.push(entry);
    else journals.set(appointment.employeeId, [entry]);
  }
  return journals;
}

/** Only what a visit of this day could collide with: its buffers may reach past the working hours. */
function journalAround(journal: readonly JournalEntry[], hours: DayHours, visit: EmployeeVisit) {
  if (hours.intervals.length === 0) return [];
  const reach = {
    start: hours.intervals[0].start - visit.bufferBeforeMs,
    end: Math.max(...hours.intervals.map((interval) => interval.end)) + visit.bufferAfterMs,
  };
  return journal.filter((entry) => overlaps(entry.occupied, reach));
}
