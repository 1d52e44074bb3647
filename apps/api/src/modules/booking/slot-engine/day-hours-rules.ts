import { timeSchema } from '@donut/validation';
import { MIN_BREAK_MINUTES, MIN_WORKING_DAY_MINUTES } from '../../project-content/working-day-rules';
import { messageIds, problem, type RuleProblem } from './rule-problem';
import type { WallInterval, WorkingDay } from './slot-query';

interface MinuteRange {
  start: number;
  end: number;
}

/**
 * The spec §5 and §9 rules for one day of several working intervals and breaks: HH:MM, "Fill in
 * working hours", each start before its end, a working day longer than 1 hour (the time worked, the
 * intervals added up), breaks longer than 10 minutes, inside one working interval and not starting
 * when work starts. The same rules as the address's single-interval day (project-content's
 * `workingDayProblems`, whose limits this reuses), for the shape a schedule has.
 * `at` prefixes the field paths, e.g. `days[2].`.
 */
export function dayHoursProblems(day: WorkingDay, at = ''): RuleProblem[] {
  if (day.intervals.length === 0) return [problem(`${at}intervals`, messageIds.workingHoursRequired)];
  const malformed = [...timeFields(day.intervals, `${at}intervals`), ...timeFields(day.breaks, `${at}breaks`)]
    .filter(([, time]) => !timeSchema.isValidSync(time))
    .map(([field]) => problem(field, messageIds.timeFormat));
  if (malformed.length > 0) return malformed;

  const intervals = day.intervals.map(toMinutes);
  const problems = intervals.flatMap((interval, index) =>
    interval.start < interval.end ? [] : [problem(`${at}intervals[${index}]`, messageIds.workStartBeforeEnd)],
  );
  for (const index of overlapping(intervals)) {
    problems.push(problem(`${at}intervals[${index}]`, messageIds.workingHoursOverlap));
  }
  const worked = intervals.reduce((total, interval) => total + Math.max(0, interval.end - interval.start), 0);
  if (problems.length === 0 && worked <= MIN_WORKING_DAY_MINUTES) {
    problems.push(problem(`${at}intervals`, messageIds.workingDayTooShort));
  }
  const breaks = day.breaks.map(toMinutes);
  breaks.forEach((pause, index) => {
    problems.push(
      ...breakProblems(pause, intervals).map((messageId) => problem(`${at}breaks[${index}]`, messageId)),
    );
  });
  for (const index of overlapping(breaks))
    problems.push(problem(`${at}breaks[${index}]`, messageIds.breaksOverlap));
  return problems;
}

function breakProblems(pause: MinuteRange, intervals: readonly MinuteRange[]): string[] {
  const problems: string[] = [];
  if (pause.start >= pause.end) problems.push(messageIds.breakStartBeforeEnd);
  else if (pause.end - pause.start <= MIN_BREAK_MINUTES) problems.push(messageIds.breakTooShort);
  if (!intervals.some((interval) => interval.start <= pause.start && pause.end <= interval.end)) {
    problems.push(messageIds.breakOutsideHours);
  }
  if (intervals.some((interval) => interval.start === pause.start))
    problems.push(messageIds.breakAtWorkStart);
  return problems;
}

function timeFields(ranges: readonly WallInterval[], at: string): [string, string][] {
  return ranges.flatMap((range, index): [string, string][] => [
    [`${at}[${index}].start`, range.start],
    [`${at}[${index}].end`, range.end],
  ]);
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function toMinutes(range: WallInterval): MinuteRange {
  return { start: minutesOf(range.start), end: minutesOf(range.end) };
}

/** The indexes of ranges that overlap an earlier one (touching is not overlapping). */
function overlapping(ranges: readonly MinuteRange[]): number[] {
  return ranges.flatMap((range, index) =>
    ranges.slice(0, index).some((earlier) => earlier.start < range.end && range.start < earlier.end)
      ? [index]
      : [],
  );
}
