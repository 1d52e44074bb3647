import { dayHoursProblems } from './day-hours-rules';
import { messageIds } from './rule-problem';
import { dayOf } from './slot-engine-testing';

describe('dayHoursProblems: the spec §5 and §9 working-hours rules for several intervals a day', () => {
  it.each([
    ['one interval with a lunch break', '09:00-18:00 / 13:00-14:00'],
    ['two intervals, a break in each', '09:00-13:00 15:00-20:00 / 11:00-11:15 17:00-17:30'],
    ['a day of 61 minutes with a break of 11 minutes', '09:00-10:01 / 09:30-09:41'],
    ['two short intervals adding up to more than an hour', '09:00-09:40 17:00-17:40'],
    ['a break ending when work ends', '09:00-18:00 / 17:00-18:00'],
    ['intervals touching end to start', '09:00-12:00 12:00-15:00'],
  ])('accepts %s', (_, day) => {
    expect(dayHoursProblems(dayOf(day))).toEqual([]);
  });

  it.each<[string, string, string, keyof typeof messageIds]>([
    ['no working hours at all: "Fill in working hours"', '', 'intervals', 'workingHoursRequired'],
    ['a time not written HH:MM', '9:00-18:00', 'intervals[0].start', 'timeFormat'],
    ['a time past 23:59', '09:00-24:00', 'intervals[0].end', 'timeFormat'],
    ['a break time not written HH:MM', '09:00-18:00 / 13:00-1400', 'breaks[0].end', 'timeFormat'],
    ['work ending before it starts', '18:00-09:00', 'intervals[0]', 'workStartBeforeEnd'],
    ['work ending when it starts', '09:00-09:00', 'intervals[0]', 'workStartBeforeEnd'],
    ['a working day of exactly one hour', '09:00-10:00', 'intervals', 'workingDayTooShort'],
    ['two intervals adding up to an hour', '09:00-09:30 10:00-10:30', 'intervals', 'workingDayTooShort'],
    ['intervals that overlap', '09:00-13:00 12:00-18:00', 'intervals[1]', 'workingHoursOverlap'],
    ['a break ending before it starts', '09:00-18:00 / 14:00-13:00', 'breaks[0]', 'breakStartBeforeEnd'],
    ['a break of exactly 10 minutes', '09:00-18:00 / 13:00-13:10', 'breaks[0]', 'breakTooShort'],
    ['a break ending after work', '09:00-18:00 / 17:30-18:30', 'breaks[0]', 'breakOutsideHours'],
    ['a break starting before work', '09:00-18:00 / 08:30-09:30', 'breaks[0]', 'breakOutsideHours'],
    [
      'a break across two intervals',
      '09:00-13:00 14:00-18:00 / 12:30-14:30',
      'breaks[0]',
      'breakOutsideHours',
    ],
    ['a break starting when work starts', '09:00-18:00 / 09:00-10:00', 'breaks[0]', 'breakAtWorkStart'],
    [
      'a break at the second interval start',
      '09:00-12:00 14:00-18:00 / 14:00-14:30',
      'breaks[0]',
      'breakAtWorkStart',
    ],
    ['breaks that overlap', '09:00-18:00 / 12:00-13:00 12:30-13:30', 'breaks[1]', 'breaksOverlap'],
  ])('refuses %s', (_, day, field, message) => {
    expect(dayHoursProblems(dayOf(day))).toContainEqual({ field, messageId: messageIds[message] });
  });

  it('prefixes every field with the path of the day', () => {
    expect(dayHoursProblems(dayOf('09:00-10:00'), 'days[3].')).toEqual([
      { field: 'days[3].intervals', messageId: messageIds.workingDayTooShort },
    ]);
  });

  it('reuses the ids libs/validation already has for the spec texts', () => {
    expect([messageIds.workingHoursRequired, messageIds.breakTooShort, messageIds.breakAtWorkStart]).toEqual([
      'validation.workingHoursRequired',
      'validation.breakTooShort',
      'validation.breakAtWorkStart',
    ]);
  });
});
