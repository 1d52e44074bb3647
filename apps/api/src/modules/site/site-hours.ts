import { validationMessages, type MessageDescriptor } from '@donut/validation';
import type { SiteWorkingDay } from '../../db/schema';
import { workingDayProblems, type WorkingDayProblem } from '../project-content/working-day-rules';

/** The spec §5 text of each working-hours rule a day can break. */
const PROBLEM_MESSAGES: Record<WorkingDayProblem, MessageDescriptor> = {
  'time-format': validationMessages.timeFormat,
  'hours-required': validationMessages.workingHoursRequired,
  'day-off-with-hours': validationMessages.dayOffWithHours,
  'start-not-before-end': validationMessages.workStartBeforeEnd,
  'day-too-short': validationMessages.workingDayTooShort,
  'break-incomplete': validationMessages.breakIncomplete,
  'break-start-not-before-end': validationMessages.breakStartBeforeEnd,
  'break-outside-hours': validationMessages.breakOutsideHours,
  'break-at-work-start': validationMessages.breakAtWorkStart,
  'break-too-short': validationMessages.breakTooShort,
};

/** The first broken rule of every day, keyed by the field path of the form (`addresses[0].hours[2]`). */
export function workingWeekErrors(path: string, days: readonly SiteWorkingDay[]) {
  const errors: Record<string, MessageDescriptor> = {};
  days.forEach((day, index) => {
    const [problem] = workingDayProblems(day);
    if (problem) errors[`${path}[${index}]`] = PROBLEM_MESSAGES[problem];
  });
  return errors;
}
