import { Temporal } from 'temporal-polyfill';
import type { CandidateEmployee, Schedule, ScheduleOverride, WorkingDay } from './slot-query';

type Dated = Pick<CandidateEmployee, 'schedule' | 'overrides'>;

/**
 * The hours an employee works on a date, or null for no work. Overrides win over the schedule, and
 * an absence wins over special hours on the same date: offering time while someone is on sick
 * leave is the worse mistake.
 */
export function workingDayOn(employee: Dated, date: Temporal.PlainDate): WorkingDay | null {
  if (employee.overrides.some((override) => isAbsentOn(override, date))) return null;
  const special = employee.overrides.find(
    (override) => override.kind === 'special-hours' && Temporal.PlainDate.compare(override.date, date) === 0,
  );
  if (special?.kind === 'special-hours') return special.day;
  return scheduledDay(employee.schedule, date);
}

function isAbsentOn(override: ScheduleOverride, date: Temporal.PlainDate) {
  return (
    override.kind === 'absence' &&
    Temporal.PlainDate.compare(override.from, date) <= 0 &&
    Temporal.PlainDate.compare(date, override.to) <= 0
  );
}

function scheduledDay(schedule: Schedule, date: Temporal.PlainDate): WorkingDay | null {
  if (schedule.kind === 'shift') return isShiftDay(schedule, date) ? schedule.day : null;
  // Validation keeps one entry a weekday; should two reach the engine, both count, never one silently.
  const entries = schedule.days.filter((day) => day.weekday === date.dayOfWeek);
  if (entries.length === 0) return null;
  return {
    intervals: entries.flatMap((entry) => entry.intervals),
    breaks: entries.flatMap((entry) => entry.breaks),
  };
}

/**
 * Whether a date is an on-day of an N-on/M-off cycle. The cycle starts on its start date: the days
 * before it are not worked (the template was not in force then), rather than counted backwards.
 */
export function isShiftDay(
  shift: { startDate: string; daysOn: number; daysOff: number },
  date: Temporal.PlainDate,
): boolean {
  const elapsed = Temporal.PlainDate.from(shift.startDate).until(date, { largestUnit: 'days' }).days;
  if (elapsed < 0 || shift.daysOn < 1) return false;
  return elapsed % (shift.daysOn + Math.max(0, shift.daysOff)) < shift.daysOn;
}
