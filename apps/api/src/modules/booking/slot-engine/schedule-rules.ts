import { Temporal } from 'temporal-polyfill';
import { dayHoursProblems } from './day-hours-rules';
import { messageIds, problem, wholeNumberProblem, type RuleProblem } from './rule-problem';
import type { Schedule, ScheduleOverride } from './slot-query';

/** A cycle longer than a season is a typo, not a shift pattern; the bound also keeps inputs small. */
export const MAX_SHIFT_DAYS = 90;

/** The problems of an employee's schedule at an address; an empty list is a valid schedule. */
export function scheduleProblems(schedule: Schedule): RuleProblem[] {
  if (schedule.kind === 'shift') {
    return [
      ...(isLocalDate(schedule.startDate) ? [] : [problem('startDate', messageIds.invalid)]),
      wholeNumberProblem('daysOn', schedule.daysOn, 1, MAX_SHIFT_DAYS),
      wholeNumberProblem('daysOff', schedule.daysOff, 0, MAX_SHIFT_DAYS),
      ...dayHoursProblems(schedule.day, 'day.'),
    ].filter((found): found is RuleProblem => found !== null);
  }
  if (schedule.days.length === 0) return [problem('days', messageIds.workingHoursRequired)];
  return schedule.days.flatMap((day, index) => {
    const at = `days[${index}].`;
    if (!Number.isInteger(day.weekday) || day.weekday < 1 || day.weekday > 7) {
      return [problem(`${at}weekday`, messageIds.invalid)];
    }
    const repeated = schedule.days.slice(0, index).some((earlier) => earlier.weekday === day.weekday);
    return [...(repeated ? [problem(`${at}weekday`, messageIds.unique)] : []), ...dayHoursProblems(day, at)];
  });
}

/** The problems of the date overrides: valid dates, an absence not ending before it starts, one special day a date. */
export function overrideProblems(overrides: readonly ScheduleOverride[]): RuleProblem[] {
  return overrides.flatMap((override, index) => {
    const at = `overrides[${index}].`;
    if (override.kind === 'absence') {
      if (!isLocalDate(override.from)) return [problem(`${at}from`, messageIds.invalid)];
      if (!isLocalDate(override.to)) return [problem(`${at}to`, messageIds.invalid)];
      return Temporal.PlainDate.compare(override.from, override.to) > 0
        ? [problem(`${at}to`, messageIds.startDateAfterEndDate)]
        : [];
    }
    if (!isLocalDate(override.date)) return [problem(`${at}date`, messageIds.invalid)];
    const repeated = overrides
      .slice(0, index)
      .some((earlier) => earlier.kind === 'special-hours' && earlier.date === override.date);
    return [
      ...(repeated ? [problem(`${at}date`, messageIds.unique)] : []),
      ...dayHoursProblems(override.day, `${at}day.`),
    ];
  });
}

/** A real calendar date written `YYYY-MM-DD` (Temporal alone would also take a date-time). */
export function isLocalDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  try {
    Temporal.PlainDate.from(value, { overflow: 'reject' });
    return true;
  } catch {
    return false;
  }
}
