import { Temporal } from 'temporal-polyfill';
import { listSlots } from './list-slots';
import { employee, everyDay, hours, slotQuery, wallTimes } from './slot-engine-testing';
import type {
  CandidateEmployee,
  ScheduleOverride,
  ShiftSchedule,
  WeeklySchedule,
  WorkingDay,
} from './slot-query';
import { workingDayOn } from './working-day';

const nineToSix = hours(['09:00-18:00'], ['13:00-14:00']);
const special = hours(['12:00-15:00']);
const shift = (startDate: string, daysOn: number, daysOff: number): ShiftSchedule => ({
  kind: 'shift',
  startDate,
  daysOn,
  daysOff,
  day: nineToSix,
});
// Monday to Friday, 1 June 2026 being a Monday.
const weekdays: WeeklySchedule = {
  kind: 'weekly',
  days: ([1, 2, 3, 4, 5] as const).map((weekday) => ({ weekday, ...nineToSix })),
};
type Dated = Pick<CandidateEmployee, 'schedule' | 'overrides'>;
const withOverrides = (...overrides: ScheduleOverride[]): Dated => ({ schedule: weekdays, overrides });
const works = (schedule: Dated, date: string) => workingDayOn(schedule, Temporal.PlainDate.from(date));

describe('workingDayOn: shifts from their start date', () => {
  it.each([
    ['2/2: the start date is the first on-day', shift('2026-06-01', 2, 2), '2026-06-01', true],
    ['2/2: the second day is on', shift('2026-06-01', 2, 2), '2026-06-02', true],
    ['2/2: the third day is off', shift('2026-06-01', 2, 2), '2026-06-03', false],
    ['2/2: the fourth day is off', shift('2026-06-01', 2, 2), '2026-06-04', false],
    ['2/2: the cycle starts again on the fifth day', shift('2026-06-01', 2, 2), '2026-06-05', true],
    ['2/2: the day before the start date is not worked', shift('2026-06-01', 2, 2), '2026-05-31', false],
    ['2/2: a date long before the start date is not worked', shift('2026-06-01', 2, 2), '2025-12-30', false],
    ['5/2 from a Monday: Friday is on', shift('2026-06-01', 5, 2), '2026-06-05', true],
    ['5/2 from a Monday: Saturday is off', shift('2026-06-01', 5, 2), '2026-06-06', false],
    ['5/2 from a Monday: the next Monday is on', shift('2026-06-01', 5, 2), '2026-06-08', true],
    [
      '3/1 a year and a month on: day 396 is the first of a cycle',
      shift('2026-06-01', 3, 1),
      '2027-07-02',
      true,
    ],
    ['3/1 a year and a month on: day 399 is the off-day', shift('2026-06-01', 3, 1), '2027-07-05', false],
    ['1/0 works every day from its start', shift('2026-06-01', 1, 0), '2026-08-17', true],
  ])('%s', (_, schedule, date, isWorked) => {
    expect(works({ schedule, overrides: [] }, date)).toEqual(isWorked ? nineToSix : null);
  });
});

describe('workingDayOn: date overrides win over the pattern and the shift', () => {
  const vacation: ScheduleOverride = {
    kind: 'absence',
    reason: 'vacation',
    from: '2026-06-08',
    to: '2026-06-19',
  };
  it.each<[string, Dated, string, WorkingDay | null]>([
    ['a weekday of the pattern is worked', withOverrides(), '2026-06-03', nineToSix],
    ['a weekday missing from the pattern is off', withOverrides(), '2026-06-06', null],
    [
      'a day off override closes a working weekday',
      withOverrides({ kind: 'absence', reason: 'day-off', from: '2026-06-03', to: '2026-06-03' }),
      '2026-06-03',
      null,
    ],
    [
      'sick leave closes every day it covers',
      withOverrides({ kind: 'absence', reason: 'sick-leave', from: '2026-06-02', to: '2026-06-04' }),
      '2026-06-04',
      null,
    ],
    ['a vacation closes a day in its middle', withOverrides(vacation), '2026-06-15', null],
    [
      'a vacation ends on its last day: the next working day is worked',
      withOverrides(vacation),
      '2026-06-22',
      nineToSix,
    ],
    [
      'special hours open a weekday the pattern leaves off',
      withOverrides({ kind: 'special-hours', date: '2026-06-06', day: special }),
      '2026-06-06',
      special,
    ],
    [
      'special hours replace the pattern on a working day',
      withOverrides({ kind: 'special-hours', date: '2026-06-03', day: special }),
      '2026-06-03',
      special,
    ],
    [
      'special hours open an off-day of a shift',
      {
        schedule: shift('2026-06-01', 2, 2),
        overrides: [{ kind: 'special-hours', date: '2026-06-03', day: special }],
      },
      '2026-06-03',
      special,
    ],
    [
      'an absence wins over special hours on the same date',
      withOverrides(vacation, { kind: 'special-hours', date: '2026-06-10', day: special }),
      '2026-06-10',
      null,
    ],
  ])('%s', (_, schedule, date, expected) => {
    expect(works(schedule, date)).toEqual(expected);
  });
});

describe('listSlots follows the shift and the overrides', () => {
  it('lists a 2/2 employee on the on-days of the week only', () => {
    const query = slotQuery({
      from: '2026-06-08',
      to: '2026-06-14',
      employees: [employee('anna', { schedule: shift('2026-06-01', 2, 2) })],
    });
    const dates = new Set(listSlots(query).map((slot) => slot.localStart.slice(0, 10)));
    expect([...dates]).toEqual(['2026-06-09', '2026-06-10', '2026-06-13', '2026-06-14']);
  });

  it('lists the special hours of the date, not the weekly ones', () => {
    const query = slotQuery({
      employees: [
        employee('anna', {
          schedule: everyDay(nineToSix),
          overrides: [{ kind: 'special-hours', date: '2026-06-10', day: special }],
        }),
      ],
    });
    expect(wallTimes(listSlots(query))).toEqual(['12:00', '13:00', '14:00']);
  });
});
