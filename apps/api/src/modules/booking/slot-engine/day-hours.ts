import type { Temporal } from 'temporal-polyfill';
import type { WallInterval, WorkingDay } from './slot-query';
import type { EpochMs, WallClock } from './wall-clock';

/** A half-open range of instants `[start, end)`: a range ending when another starts does not touch it. */
export interface TimeRange {
  start: EpochMs;
  end: EpochMs;
}

/** One employee's day as instants: the working intervals, the breaks, and what is left between them. */
export interface DayHours {
  intervals: readonly TimeRange[];
  breaks: readonly TimeRange[];
  /** Each interval with the breaks cut out; start times are stepped from each segment's start. */
  segments: readonly TimeRange[];
}

export const NO_HOURS: DayHours = { intervals: [], breaks: [], segments: [] };

export function overlaps(a: TimeRange, b: TimeRange): boolean {
  return a.start < b.end && b.start < a.end;
}

export function contains(outer: TimeRange, inner: TimeRange): boolean {
  return outer.start <= inner.start && inner.end <= outer.end;
}

/**
 * Places a day's wall times on the time line. Converting each boundary separately is what keeps DST
 * right: 01:00–04:00 lasts two real hours on a spring-forward night and four on a fall-back one.
 * An interval that ends before it starts (or vanishes into a DST gap) is dropped, not reversed.
 */
export function resolveDayHours(
  day: WorkingDay | null,
  date: Temporal.PlainDate,
  clock: WallClock,
): DayHours {
  if (!day) return NO_HOURS;
  const place = (interval: WallInterval): TimeRange => ({
    start: clock.at(date, interval.start),
    end: clock.at(date, interval.end),
  });
  const byStart = (a: TimeRange, b: TimeRange) => a.start - b.start;
  const intervals = day.intervals
    .map(place)
    .filter((range) => range.start < range.end)
    .sort(byStart);
  const breaks = day.breaks
    .map(place)
    .filter((range) => range.start < range.end)
    .sort(byStart);
  return { intervals, breaks, segments: intervals.flatMap((interval) => subtract(interval, breaks)) };
}

function subtract(range: TimeRange, sortedCuts: readonly TimeRange[]): TimeRange[] {
  const pieces: TimeRange[] = [];
  let from = range.start;
  for (const cut of sortedCuts) {
    if (cut.end <= from || cut.start >= range.end) continue;
    if (cut.start > from) pieces.push({ start: from, end: cut.start });
    from = Math.max(from, cut.end);
  }
  if (from < range.end) pieces.push({ start: from, end: range.end });
  return pieces;
}
