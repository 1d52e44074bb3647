/** One day of the working week as stored (times HH:MM, null when not set). */
export interface WorkingDayTimes {
  isDayOff: boolean;
  opensAt: string | null;
  closesAt: string | null;
  breakStartsAt: string | null;
  breakEndsAt: string | null;
}

export type WorkingDayProblem =
  | 'time-format'
  | 'hours-required'
  | 'day-off-with-hours'
  | 'start-not-before-end'
  | 'day-too-short'
  | 'break-incomplete'
  | 'break-start-not-before-end'
  | 'break-outside-hours'
  | 'break-at-work-start'
  | 'break-too-short';

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Spec §9: a working day is longer than 1 hour, a break longer than 10 minutes. */
export const MIN_WORKING_DAY_MINUTES = 60;
export const MIN_BREAK_MINUTES = 10;

/** Which of the spec §5 working-hours rules a day breaks; an empty list is a valid day. */
export function workingDayProblems(day: WorkingDayTimes): WorkingDayProblem[] {
  const times = [day.opensAt, day.closesAt, day.breakStartsAt, day.breakEndsAt];
  if (day.isDayOff) return times.some((time) => time !== null) ? ['day-off-with-hours'] : [];
  if (times.some((time) => time !== null && !TIME.test(time))) return ['time-format'];
  if (!day.opensAt || !day.closesAt) return ['hours-required'];
  const problems: WorkingDayProblem[] = [];
  const [opens, closes] = [minutes(day.opensAt), minutes(day.closesAt)];
  if (opens >= closes) problems.push('start-not-before-end');
  else if (closes - opens <= MIN_WORKING_DAY_MINUTES) problems.push('day-too-short');
  if (!day.breakStartsAt && !day.breakEndsAt) return problems;
  if (!day.breakStartsAt || !day.breakEndsAt) return [...problems, 'break-incomplete'];
  const [breakStarts, breakEnds] = [minutes(day.breakStartsAt), minutes(day.breakEndsAt)];
  if (breakStarts >= breakEnds) problems.push('break-start-not-before-end');
  else if (breakEnds - breakStarts <= MIN_BREAK_MINUTES) problems.push('break-too-short');
  if (breakStarts < opens || breakEnds > closes) problems.push('break-outside-hours');
  if (breakStarts === opens) problems.push('break-at-work-start');
  return problems;
}
