import type { Temporal } from 'temporal-polyfill';

// The engine's input and output. Everything is plain data (strings and numbers) so a query can be
// logged, stored in a test table or sent between processes, and the same query always gives the
// same slots: the booking mutation re-runs it inside its transaction (ADR 0038).

/** A wall-clock time `HH:MM` in the address's time zone. */
export type WallTime = string;
/** A calendar date `YYYY-MM-DD` in the address's time zone. */
export type LocalDate = string;
/** An instant: an ISO string with `Z` or an offset, or a Temporal.Instant. */
export type InstantLike = string | Temporal.Instant;

/** Georgia has no daylight saving time: +04 all year. */
export const DEFAULT_BUSINESS_TIME_ZONE = 'Asia/Tbilisi';

export interface WallInterval {
  start: WallTime;
  end: WallTime;
}

/** The working intervals of one day and the breaks inside them. */
export interface WorkingDay {
  intervals: readonly WallInterval[];
  breaks: readonly WallInterval[];
}

/** ISO weekday: 1 is Monday, 7 is Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface WeekdayHours extends WorkingDay {
  weekday: IsoWeekday;
}

/** The same hours every week; a weekday without an entry is a day off. */
export interface WeeklySchedule {
  kind: 'weekly';
  days: readonly WeekdayHours[];
}

/** `daysOn` working days then `daysOff` days off, repeating from `startDate` (2/2, 5/2, any N/M). */
export interface ShiftSchedule {
  kind: 'shift';
  startDate: LocalDate;
  daysOn: number;
  daysOff: number;
  day: WorkingDay;
}

export type Schedule = WeeklySchedule | ShiftSchedule;

/** No work from `from` to `to`, both included. */
export interface Absence {
  kind: 'absence';
  reason: 'day-off' | 'sick-leave' | 'vacation';
  from: LocalDate;
  to: LocalDate;
}

/** Other hours on one date, instead of what the schedule says. */
export interface SpecialHours {
  kind: 'special-hours';
  date: LocalDate;
  day: WorkingDay;
}

export type ScheduleOverride = Absence | SpecialHours;

/** A service an employee performs at this address, with their own duration when it differs. */
export interface PerformedService {
  serviceId: string;
  personalDurationMinutes?: number;
}

export interface CandidateEmployee {
  id: string;
  services: readonly PerformedService[];
  /** The employee's schedule at this address. */
  schedule: Schedule;
  overrides: readonly ScheduleOverride[];
}

/** A service of the visit with its effective rules (the project's, or the service's own). */
export interface VisitService {
  id: string;
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** 1 for an individual service; N for a class of N people. */
  capacity: number;
}

/**
 * An appointment already in the journal. `start`–`end` is the service time the customer sees; the
 * buffers are stored with it as they were when it was booked, and the occupied range is
 * `[start - bufferBefore, end + bufferAfter)`. Cancelled appointments are left out by the caller.
 */
export interface BookedAppointment {
  employeeId: string;
  serviceId: string;
  start: InstantLike;
  end: InstantLike;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  people: number;
}

/** The effective booking rules of the visit (see `visitBookingRules`). */
export interface BookingRules {
  /** Distance between offered start times; independent of the duration. */
  stepMinutes: number;
  minimumNoticeMinutes: number;
  /** Bookings open for today and this many days after it. */
  horizonDays: number;
}

export interface SlotQuery {
  /** The address's IANA time zone. */
  timeZone: string;
  /** The services of the visit in the order they are performed, back to back by one employee. */
  services: readonly VisitService[];
  /** One chosen employee, or everyone at the address for "any available". */
  employees: readonly CandidateEmployee[];
  /** The considered employees' appointments around the dates asked, at every address. */
  appointments: readonly BookedAppointment[];
  rules: BookingRules;
  from: LocalDate;
  to: LocalDate;
  now: InstantLike;
  /** How many people come (more than 1 only for a class). */
  people: number;
}

export interface Slot {
  /** The instant, in UTC: `2026-10-25T01:30:00Z`. */
  start: string;
  /** The address's wall time with its offset: `2026-10-25T02:30:00+01:00`. */
  localStart: string;
  /** Who can take it, the one to assign first (see `orderByLoad`). */
  employeeIds: readonly string[];
}

/** Why a start time is not bookable (`refusalAt` gives the first rule a start breaks). */
export type Refusal =
  'notice' | 'horizon' | 'not-performed' | 'outside-hours' | 'break' | 'off-grid' | 'busy' | 'capacity';

export type Bookability =
  { ok: true; employeeId: string; start: string; end: string } | { ok: false; reason: Refusal };
