import { workingDayProblems, type WorkingDayTimes } from './working-day-rules';

const day = (
  opensAt: string | null,
  closesAt: string | null,
  breakStartsAt: string | null = null,
  breakEndsAt: string | null = null,
): WorkingDayTimes => ({
  isDayOff: false,
  opensAt,
  closesAt,
  breakStartsAt,
  breakEndsAt,
});

describe('the spec §5 working-hours rules', () => {
  it('accepts a day with a lunch break, a day without one and a day off', () => {
    expect(workingDayProblems(day('09:00', '18:00', '13:00', '14:00'))).toEqual([]);
    expect(workingDayProblems(day('10:00', '21:00'))).toEqual([]);
    expect(workingDayProblems({ ...day(null, null), isDayOff: true })).toEqual([]);
  });

  it.each([
    [day('9:00', '18:00'), 'time-format'],
    [day(null, '18:00'), 'hours-required'],
    [{ ...day('09:00', '18:00'), isDayOff: true }, 'day-off-with-hours'],
    [day('18:00', '09:00'), 'start-not-before-end'],
    [day('09:00', '09:00'), 'start-not-before-end'],
    [day('09:00', '10:00'), 'day-too-short'],
    [day('09:00', '18:00', '13:00', null), 'break-incomplete'],
    [day('09:00', '18:00', '14:00', '13:00'), 'break-start-not-before-end'],
    [day('09:00', '18:00', '17:30', '18:30'), 'break-outside-hours'],
    [day('09:00', '18:00', '08:30', '09:30'), 'break-outside-hours'],
    [day('09:00', '18:00', '09:00', '10:00'), 'break-at-work-start'],
    [day('09:00', '18:00', '13:00', '13:10'), 'break-too-short'],
  ])('finds %j breaking %s', (input, problem) => {
    expect(workingDayProblems(input)).toContain(problem);
  });

  it('takes a day of 61 minutes and a break of 11 minutes as long enough', () => {
    expect(workingDayProblems(day('09:00', '10:01', '09:30', '09:41'))).toEqual([]);
  });
});
