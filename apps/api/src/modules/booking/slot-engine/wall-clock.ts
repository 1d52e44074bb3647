import { Temporal } from 'temporal-polyfill';
import type { InstantLike, LocalDate, WallTime } from './slot-query';

/** Milliseconds since the epoch: the engine compares instants as plain numbers. */
export type EpochMs = number;

export const MINUTE_MS = 60_000;

export function toEpochMs(instant: InstantLike): EpochMs {
  return (typeof instant === 'string' ? Temporal.Instant.from(instant) : instant).epochMilliseconds;
}

export function formatInstant(epochMs: EpochMs): string {
  return Temporal.Instant.fromEpochMilliseconds(epochMs).toString();
}

/** The wall time with the offset in force at that instant: `2026-10-25T02:30:00+01:00`. */
export function formatLocal(epochMs: EpochMs, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(epochMs).toString({ timeZone });
}

export function localDateOf(epochMs: EpochMs, timeZone: string): Temporal.PlainDate {
  return Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone).toPlainDate();
}

export function parseDate(date: LocalDate): Temporal.PlainDate {
  return Temporal.PlainDate.from(date);
}

/**
 * Turns the address's wall times into instants, remembering each answer for the life of one query:
 * ten employees mostly share the same few opening times, and the zone lookup is the costly part.
 */
export interface WallClock {
  timeZone: string;
  /**
   * The instant of a wall time on a date. A time that does not exist (skipped by spring-forward)
   * moves forward by the gap; a time that happens twice (fall-back) is the first of the two:
   * Temporal's 'compatible' rule, the one RFC 5545 and most calendars follow.
   */
  at(date: Temporal.PlainDate, time: WallTime): EpochMs;
  /** The instant the date begins (not always 00:00 where a zone changes at midnight). */
  startOfDay(date: Temporal.PlainDate): EpochMs;
}

export function createWallClock(timeZone: string): WallClock {
  const known = new Map<string, EpochMs>();
  const remember = (key: string, compute: () => EpochMs) => {
    const found = known.get(key);
    if (found !== undefined) return found;
    const value = compute();
    known.set(key, value);
    return value;
  };
  return {
    timeZone,
    at: (date, time) =>
      remember(
        `${date.toString()}T${time}`,
        () =>
          date
            .toPlainDateTime(Temporal.PlainTime.from(time))
            .toZonedDateTime(timeZone, { disambiguation: 'compatible' }).epochMilliseconds,
      ),
    startOfDay: (date) =>
      remember(date.toString(), () => date.toZonedDateTime({ timeZone }).epochMilliseconds),
  };
}
