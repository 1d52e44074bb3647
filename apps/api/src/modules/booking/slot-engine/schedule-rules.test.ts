import { messageIds, type RuleProblem } from './rule-problem';
import { everyDay, hours } from './slot-engine-testing';
import type { Schedule, ScheduleOverride } from './slot-query';
import { isLocalDate, overrideProblems, scheduleProblems } from './schedule-rules';

const day = hours(['09:00-18:00'], ['13:00-14:00']);
const shift = (daysOn: number, daysOff: number, startDate = '2026-06-01'): Schedule => ({
  kind: 'shift',
  startDate,
  daysOn,
  daysOff,
  day,
});

describe('scheduleProblems', () => {
  it.each<[string, Schedule]>([
    ['a week of the same hours', everyDay(day)],
    ['a 2/2 shift', shift(2, 2)],
    ['a 5/2 shift', shift(5, 2)],
    ['a 1/0 shift (every day)', shift(1, 0)],
  ])('accepts %s', (_, schedule) => {
    expect(scheduleProblems(schedule)).toEqual([]);
  });

  it.each<[string, Schedule, RuleProblem]>([
    [
      'a week without a working day',
      { kind: 'weekly', days: [] },
      { field: 'days', messageId: messageIds.workingHoursRequired },
    ],
    [
      'a weekday outside 1–7',
      { kind: 'weekly', days: [{ weekday: 8 as 1, ...day }] },
      { field: 'days[0].weekday', messageId: messageIds.invalid },
    ],
    [
      'the same weekday twice',
      {
        kind: 'weekly',
        days: [
          { weekday: 1, ...day },
          { weekday: 1, ...day },
        ],
      },
      { field: 'days[1].weekday', messageId: messageIds.unique },
    ],
    [
      "a weekday's hours breaking a rule",
      { kind: 'weekly', days: [{ weekday: 2, ...hours(['09:00-10:00']) }] },
      { field: 'days[0].intervals', messageId: messageIds.workingDayTooShort },
    ],
    [
      'a shift with no on-days',
      shift(0, 2),
      { field: 'daysOn', messageId: messageIds.numberMin, values: { min: 1 } },
    ],
    [
      'a shift with negative off-days',
      shift(2, -1),
      { field: 'daysOff', messageId: messageIds.numberMin, values: { min: 0 } },
    ],
    ['a shift of half days', shift(1.5, 2), { field: 'daysOn', messageId: messageIds.integer }],
    [
      'a shift cycle past the bound',
      shift(91, 2),
      { field: 'daysOn', messageId: messageIds.numberMax, values: { max: 90 } },
    ],
    [
      'a shift without a real start date',
      shift(2, 2, '2026-02-30'),
      { field: 'startDate', messageId: messageIds.invalid },
    ],
    [
      "a shift day's break at work start",
      { ...shift(2, 2), day: hours(['09:00-18:00'], ['09:00-09:30']) } as Schedule,
      { field: 'day.breaks[0]', messageId: messageIds.breakAtWorkStart },
    ],
  ])('refuses %s', (_, schedule, expected) => {
    expect(scheduleProblems(schedule)).toContainEqual(expected);
  });
});

describe('overrideProblems', () => {
  const vacation = (from: string, to: string): ScheduleOverride => ({
    kind: 'absence',
    reason: 'vacation',
    from,
    to,
  });
  const special = (date: string, intervals = ['10:00-14:00']): ScheduleOverride => ({
    kind: 'special-hours',
    date,
    day: hours(intervals),
  });

  it('accepts a vacation, a one-day sick leave and special hours', () => {
    expect(
      overrideProblems([
        vacation('2026-07-01', '2026-07-14'),
        { kind: 'absence', reason: 'sick-leave', from: '2026-06-03', to: '2026-06-03' },
        special('2026-06-06'),
      ]),
    ).toEqual([]);
  });

  it.each<[string, ScheduleOverride[], RuleProblem]>([
    [
      'an absence ending before it starts',
      [vacation('2026-07-14', '2026-07-01')],
      { field: 'overrides[0].to', messageId: messageIds.startDateAfterEndDate },
    ],
    [
      'an absence without a real date',
      [vacation('2026-13-01', '2026-13-02')],
      { field: 'overrides[0].from', messageId: messageIds.invalid },
    ],
    [
      'special hours twice on one date',
      [special('2026-06-06'), special('2026-06-06')],
      { field: 'overrides[1].date', messageId: messageIds.unique },
    ],
    [
      'special hours breaking a day rule',
      [special('2026-06-06', ['10:00-10:30'])],
      { field: 'overrides[0].day.intervals', messageId: messageIds.workingDayTooShort },
    ],
    [
      'special hours without any hours',
      [special('2026-06-06', [])],
      { field: 'overrides[0].day.intervals', messageId: messageIds.workingHoursRequired },
    ],
  ])('refuses %s', (_, overrides, expected) => {
    expect(overrideProblems(overrides)).toContainEqual(expected);
  });
});

describe('isLocalDate', () => {
  it.each([
    ['2026-06-01', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-6-1', false],
    ['2026-06-01T10:00', false],
  ])('%s is %s', (value, expected) => {
    expect(isLocalDate(value)).toBe(expected);
  });
});
