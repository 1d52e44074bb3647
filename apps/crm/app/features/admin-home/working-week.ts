import type { GetWorkingHoursQuery } from '@donut/graphql';

export type WorkingDay = GetWorkingHoursQuery['working_hours'][number];

/** 1 January 2024 was a Monday: day `weekday` of that week names ISO weekday `weekday`. */
const MONDAY_UTC = Date.UTC(2024, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The name of ISO weekday `weekday` (1 = Monday) in `locale`, from Intl, capitalized as a label
 * ("Понедельник", "Monday"). Georgian stays as Intl gives it: its script has no capitals in running
 * text, and upper-casing would switch it to Mtavruli.
 */
export function weekdayName(weekday: number, locale: string): string {
  const name = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(MONDAY_UTC + (weekday - 1) * DAY_MS),
  );
  if (locale.startsWith('ka')) return name;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

export interface WorkingDayMessage {
  id:
    | 'crm.home.week.day-off'
    | 'crm.home.week.not-set'
    | 'crm.home.week.hours'
    | 'crm.home.week.hours-with-break';
  values?: Record<string, string>;
}

/** What a day of the week says: a day off, its hours, or its hours with the break. */
export function workingDayMessage(day: WorkingDay): WorkingDayMessage {
  if (day.is_day_off) return { id: 'crm.home.week.day-off' };
  if (!day.opens_at || !day.closes_at) return { id: 'crm.home.week.not-set' };
  const hours = { opens: day.opens_at, closes: day.closes_at };
  if (day.break_starts_at && day.break_ends_at) {
    return {
      id: 'crm.home.week.hours-with-break',
      values: { ...hours, breakStarts: day.break_starts_at, breakEnds: day.break_ends_at },
    };
  }
  return { id: 'crm.home.week.hours', values: hours };
}

/** The days Monday first, whatever order they came in. */
export const mondayFirst = (days: readonly WorkingDay[]) => [...days].sort((a, b) => a.weekday - b.weekday);
