import { dayStartInZone, nextDay } from './zoned-day';

describe('dayStartInZone', () => {
  it('starts a Tbilisi day four hours before UTC midnight', () => {
    expect(dayStartInZone('2026-03-01', 'Asia/Tbilisi')).toBe('2026-02-28T20:00:00.000Z');
  });

  it('takes the offset in force at the day’s start across a clock change', () => {
    // Berlin moves to summer time on 29 March 2026 at 02:00: that day still starts at +01.
    expect(dayStartInZone('2026-03-29', 'Europe/Berlin')).toBe('2026-03-28T23:00:00.000Z');
    expect(dayStartInZone('2026-03-30', 'Europe/Berlin')).toBe('2026-03-29T22:00:00.000Z');
    expect(dayStartInZone('2026-11-25', 'America/New_York')).toBe('2026-11-25T05:00:00.000Z');
  });

  it('steps over month and year ends', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});
