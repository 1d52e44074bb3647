import { listSlots } from './list-slots';
import {
  bookingRules,
  datesWithSlots,
  employee,
  everyDay,
  hours,
  service,
  slotQuery,
  type ListingCase,
  wallTimeRange,
  wallTimes,
} from './slot-engine-testing';
import type { WeeklySchedule } from './slot-query';

const annaWorks = (intervals: string[], breaks: string[] = []) => ({
  employees: [employee('anna', { schedule: everyDay(hours(intervals, breaks)) })],
});
const rules = (stepMinutes: number, minimumNoticeMinutes = 0, horizonDays = 60) => ({
  rules: bookingRules(stepMinutes, minimumNoticeMinutes, horizonDays),
});
const haircutOf = (durationMinutes: number) => ({ services: [service('haircut', { durationMinutes })] });

describe('listSlots: working hours and the grid (ported from Cal.com slots and Easy!Appointments)', () => {
  it.each<ListingCase>([
    {
      name: 'steps from the interval start while the visit ends by the interval end',
      query: { ...annaWorks(['09:00-12:00']) },
      expected: ['09:00', '10:00', '11:00'],
    },
    {
      name: 'offers the last start of the day when its visit ends exactly at closing',
      query: { ...annaWorks(['09:00-11:45']), ...haircutOf(45), ...rules(15) },
      expected: wallTimeRange('09:00', '11:00', 15),
    },
    {
      name: 'keeps the step independent of the duration: a 30-minute visit on a 60-minute grid',
      query: { ...annaWorks(['09:00-12:00']), ...haircutOf(30) },
      expected: ['09:00', '10:00', '11:00'],
    },
    {
      name: 'keeps the step independent of the duration: a 60-minute visit on a 15-minute grid',
      query: { ...annaWorks(['09:00-11:00']), ...rules(15) },
      expected: ['09:00', '09:15', '09:30', '09:45', '10:00'],
    },
    {
      name: 'steps by a length not divisible by five from an odd interval start',
      query: { ...annaWorks(['07:22-08:00']), ...haircutOf(8), ...rules(8) },
      expected: ['07:22', '07:30', '07:38', '07:46'],
    },
    {
      name: 'fills a five-minute interval with one start and a twenty-minute one with four',
      query: { ...annaWorks(['07:00-07:05', '07:10-07:30']), ...haircutOf(5), ...rules(5) },
      expected: ['07:00', '07:10', '07:15', '07:20', '07:25'],
    },
    {
      name: 'makes one group of starts for each working interval of the day',
      query: { ...annaWorks(['11:00-12:00', '14:00-15:00']), ...haircutOf(20), ...rules(20) },
      expected: ['11:00', '11:20', '11:40', '14:00', '14:20', '14:40'],
    },
    {
      name: 'offers nothing in an interval shorter than the visit',
      query: { ...annaWorks(['09:00-09:45']) },
      expected: [],
    },
    {
      name: 'skips an interval that ends before it starts instead of reversing it',
      query: { ...annaWorks(['18:00-09:00']) },
      expected: [],
    },
    {
      name: 'hides the starts whose visit would overlap a break, and offers the one ending as it begins',
      query: { ...annaWorks(['09:00-13:00'], ['11:00-11:30']), ...rules(30) },
      expected: ['09:00', '09:30', '10:00', '11:30', '12:00'],
    },
    {
      name: 'restarts the grid at the end of a break',
      query: { ...annaWorks(['09:00-13:00'], ['11:00-11:45']), ...haircutOf(30), ...rules(30) },
      expected: ['09:00', '09:30', '10:00', '10:30', '11:45', '12:15'],
    },
    {
      name: 'lists only the starts still ahead on the day asked',
      query: { now: '2026-06-10T11:59:59+04:00' },
      expected: wallTimeRange('12:00', '17:00', 60),
    },
    {
      name: 'offers a start exactly at now plus the minimum notice',
      query: { now: '2026-06-10T10:00:00+04:00', ...rules(60, 60) },
      expected: wallTimeRange('11:00', '17:00', 60),
    },
    {
      name: 'hides the starts inside the minimum notice and resumes on the next step',
      query: { now: '2026-06-10T09:10:00+04:00', ...rules(15, 90) },
      expected: wallTimeRange('10:45', '17:00', 15),
    },
    {
      name: 'carries a 1500-minute notice into the next day',
      query: { now: '2026-06-09T08:30:00+04:00', ...rules(60, 1500) },
      expected: wallTimeRange('10:00', '17:00', 60),
    },
  ])('$name', ({ query, expected }) => {
    expect(wallTimes(listSlots(slotQuery(query)))).toEqual(expected);
  });

  it('writes each start as an instant and as the address wall time with its offset (Tbilisi, +04)', () => {
    const [first] = listSlots(slotQuery(annaWorks(['09:00-12:00'])));
    expect(first).toEqual({
      start: '2026-06-10T05:00:00Z',
      localStart: '2026-06-10T09:00:00+04:00',
      employeeIds: ['anna'],
    });
  });

  it('keeps a half-hour zone on the interval own wall times (Asia/Kolkata, +05:30)', () => {
    const slots = listSlots(slotQuery({ timeZone: 'Asia/Kolkata', ...annaWorks(['07:30-09:30']) }));
    expect(slots.map((slot) => slot.localStart)).toEqual([
      '2026-06-10T07:30:00+05:30',
      '2026-06-10T08:30:00+05:30',
    ]);
  });
});

const weekdaysOnly: WeeklySchedule = {
  kind: 'weekly',
  days: ([1, 2, 3, 4, 5] as const).map((weekday) => ({ weekday, ...hours(['09:00-18:00']) })),
};

describe('listSlots: the dates asked, the horizon and the weekly pattern', () => {
  it.each<ListingCase>([
    {
      name: 'opens today and the horizon days after it, and no later date',
      query: { now: '2026-06-09T08:00:00+04:00', from: '2026-06-09', to: '2026-06-12', ...rules(60, 0, 1) },
      expected: ['2026-06-09', '2026-06-10'],
    },
    {
      name: 'lists nothing for dates already past',
      query: { now: '2026-06-01T08:00:00+04:00', from: '2026-05-28', to: '2026-05-31' },
      expected: [],
    },
    {
      name: 'lists the weekdays of a Monday-to-Friday pattern and leaves the weekend out',
      query: {
        from: '2026-06-08',
        to: '2026-06-14',
        employees: [employee('anna', { schedule: weekdaysOnly })],
      },
      expected: ['2026-06-08', '2026-06-09', '2026-06-10', '2026-06-11', '2026-06-12'],
    },
    {
      name: 'lists nothing when the range asked ends before it starts',
      query: { from: '2026-06-12', to: '2026-06-10' },
      expected: [],
    },
  ])('$name', ({ query, expected }) => {
    expect(datesWithSlots(listSlots(slotQuery(query)))).toEqual(expected);
  });
});
