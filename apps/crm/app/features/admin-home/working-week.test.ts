import { mondayFirst, weekdayName, workingDayMessage, type WorkingDay } from './working-week';

const day = (overrides: Partial<WorkingDay>): WorkingDay => ({
  weekday: 1,
  is_day_off: false,
  opens_at: '09:00',
  closes_at: '18:00',
  break_starts_at: null,
  break_ends_at: null,
  ...overrides,
});

describe('the working week', () => {
  it.each([
    [1, 'ru', 'Понедельник'],
    [7, 'ru', 'Воскресенье'],
    [3, 'en', 'Wednesday'],
    [1, 'ka', 'ორშაბათი'],
    [6, 'ka', 'შაბათი'],
  ] as const)('names ISO weekday %i in %s from Intl: %s', (weekday, locale, name) => {
    expect(weekdayName(weekday, locale)).toBe(name);
  });

  it('says a day off, the hours, the hours with the break, or that none are set', () => {
    expect(workingDayMessage(day({ is_day_off: true }))).toEqual({ id: 'crm.home.week.day-off' });
    expect(workingDayMessage(day({}))).toEqual({
      id: 'crm.home.week.hours',
      values: { opens: '09:00', closes: '18:00' },
    });
    expect(workingDayMessage(day({ break_starts_at: '13:00', break_ends_at: '14:00' }))).toEqual({
      id: 'crm.home.week.hours-with-break',
      values: { opens: '09:00', closes: '18:00', breakStarts: '13:00', breakEnds: '14:00' },
    });
    expect(workingDayMessage(day({ opens_at: null }))).toEqual({ id: 'crm.home.week.not-set' });
  });

  it('puts Monday first whatever the order the days came in', () => {
    expect(
      mondayFirst([day({ weekday: 7 }), day({ weekday: 1 }), day({ weekday: 3 })]).map((d) => d.weekday),
    ).toEqual([1, 3, 7]);
  });
});
