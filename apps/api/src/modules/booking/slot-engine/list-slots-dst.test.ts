import { listSlots } from './list-slots';
import {
  bookingRules,
  datesWithSlots,
  hours,
  oneDayQuery,
  service,
  wallTimesWithOffset,
} from './slot-engine-testing';
import type { SlotQuery } from './slot-query';

// 2026: Europe/Berlin springs forward on 29 March (02:00 → 03:00) and falls back on 25 October
// (03:00 → 02:00); America/New_York on 8 March and 1 November; Asia/Tbilisi never changes.
const onDay = (timeZone: string, date: string, intervals: string[], durationMinutes = 60, stepMinutes = 60) =>
  oneDayQuery(timeZone, date, hours(intervals), {
    services: [service('haircut', { durationMinutes })],
    rules: bookingRules(stepMinutes),
  });

interface Case {
  name: string;
  query: SlotQuery;
  expected: string[];
}

describe('listSlots on DST days: elapsed-time steps from each wall start', () => {
  it.each<Case>([
    {
      name: 'Berlin spring-forward: no phantom 02:00 or 02:30, the grid resumes at 03:00 CEST',
      query: onDay('Europe/Berlin', '2026-03-29', ['01:00-05:00'], 30, 30),
      expected: ['01:00+01:00', '01:30+01:00', '03:00+02:00', '03:30+02:00', '04:00+02:00', '04:30+02:00'],
    },
    {
      name: 'New York spring-forward: an hour-long grid from midnight skips 02:00',
      query: onDay('America/New_York', '2026-03-08', ['00:00-04:00']),
      expected: ['00:00-05:00', '01:00-05:00', '03:00-04:00'],
    },
    {
      name: 'Berlin spring-forward: an interval starting inside the skipped hour opens when clocks resume',
      query: onDay('Europe/Berlin', '2026-03-29', ['02:30-05:00']),
      expected: ['03:30+02:00'],
    },
    {
      name: 'Berlin fall-back: the repeated 02:00 is listed twice, each with its own offset',
      query: onDay('Europe/Berlin', '2026-10-25', ['01:00-04:00']),
      expected: ['01:00+02:00', '02:00+02:00', '02:00+01:00', '03:00+01:00'],
    },
    {
      name: 'New York fall-back: an interval crossing the repeated hour lists 01:30 EDT and 01:30 EST',
      query: onDay('America/New_York', '2026-11-01', ['00:30-03:30']),
      expected: ['00:30-04:00', '01:30-04:00', '01:30-05:00', '02:30-05:00'],
    },
    {
      name: 'Berlin fall-back: a 90-minute visit may run through the change of offset',
      query: onDay('Europe/Berlin', '2026-10-25', ['01:30-04:00'], 90, 30),
      expected: ['01:30+02:00', '02:00+02:00', '02:30+02:00', '02:00+01:00', '02:30+01:00'],
    },
    {
      name: 'Tbilisi has no DST: the Berlin fall-back night is an ordinary night at +04:00',
      query: onDay('Asia/Tbilisi', '2026-10-25', ['01:00-04:00']),
      expected: ['01:00+04:00', '02:00+04:00', '03:00+04:00'],
    },
    {
      name: 'Tbilisi has no DST: the Berlin spring-forward night keeps its 02:00',
      query: onDay('Asia/Tbilisi', '2026-03-29', ['01:00-04:00']),
      expected: ['01:00+04:00', '02:00+04:00', '03:00+04:00'],
    },
  ])('$name', ({ query, expected }) => {
    expect(wallTimesWithOffset(listSlots(query))).toEqual(expected);
  });

  it.each([
    ['the day before spring-forward', '2026-03-28', '2026-03-28T08:00:00Z'],
    ['the day after spring-forward', '2026-03-30', '2026-03-30T07:00:00Z'],
    ['the day before fall-back', '2026-10-24', '2026-10-24T07:00:00Z'],
    ['the day after fall-back', '2026-10-26', '2026-10-26T08:00:00Z'],
  ])('puts 09:00 in Berlin on %s at the offset of that day', (_, date, instant) => {
    const [first] = listSlots(onDay('Europe/Berlin', date, ['09:00-11:00']));
    expect(first.start).toBe(instant);
  });

  it('keeps every date of the month in which DST ends, the last one included (London)', () => {
    const query = { ...onDay('Europe/London', '2026-10-24', ['08:00-17:00']), to: '2026-11-01' };
    expect(datesWithSlots(listSlots(query))).toEqual([
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
  });
});
