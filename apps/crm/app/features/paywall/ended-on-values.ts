import type { IntlShape } from 'react-intl';

/**
 * The values the paywall's message writes a plan's last day with, in the viewer's time zone: the long date
 * (ru, en), and its year, day and month (1–12) for Georgian, whose catalog puts the case ending on the month
 * with a select («2026 წლის 15 ნოემბერს», "on 15 November 2026"): react-intl's long Georgian date is a
 * nominative that fits no sentence.
 */
export function endedOnValues(intl: IntlShape, iso: string, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: intl.formatDate(iso, { dateStyle: 'long', timeZone }),
    endYear: part('year'),
    endDay: part('day'),
    endMonth: Number(part('month')),
  };
}
