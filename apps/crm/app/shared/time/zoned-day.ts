/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds (Intl knows the zone's rules). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a calendar day (YYYY-MM-DD) begins in a time zone, as ISO text: the business's "from 1 March" means
 * its own midnight. The offset is read twice, so a day that starts just after a clock change gets the new one.
 * @example dayStartInZone('2026-03-01', 'Asia/Tbilisi') // '2026-02-28T20:00:00.000Z'
 */
export function dayStartInZone(day: string, timeZone: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const midnight = Date.UTC(year, month - 1, date);
  const first = midnight - offsetAt(midnight, timeZone);
  return new Date(midnight - offsetAt(first, timeZone)).toISOString();
}

/** The day after a calendar day (YYYY-MM-DD), for a range that includes its last day. */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}
