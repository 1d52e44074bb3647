import type { MessageValues } from '@donut/validation';
import { bookingRulesProblems, serviceTermsProblems, visitBookingRules } from './booking-rules';
import { isBookable } from './is-bookable';
import { listSlots } from './list-slots';
import { messageIds, problem } from './rule-problem';
import { slotQuery } from './slot-engine-testing';
import type { BookingRules } from './slot-query';

const rules = (stepMinutes: number, minimumNoticeMinutes: number, horizonDays: number): BookingRules => ({
  stepMinutes,
  minimumNoticeMinutes,
  horizonDays,
});

describe('bookingRulesProblems', () => {
  it.each<[string, BookingRules]>([
    ['a 15-minute step, two hours of notice, a month ahead', rules(15, 120, 30)],
    ['no notice and one day ahead', rules(60, 0, 1)],
    ['a notice exactly as long as the horizon', rules(30, 1440, 1)],
  ])('accepts %s', (_, value) => {
    expect(bookingRulesProblems(value)).toEqual([]);
  });

  it.each<[string, BookingRules, string, keyof typeof messageIds, MessageValues?]>([
    ['a notice longer than the horizon', rules(30, 1441, 1), 'minimumNoticeMinutes', 'noticeBeyondHorizon'],
    ['a step of zero, which would never advance', rules(0, 0, 30), 'stepMinutes', 'numberMin', { min: 5 }],
    ['a step past half a day', rules(721, 0, 30), 'stepMinutes', 'numberMax', { max: 720 }],
    ['a fractional notice', rules(15, 2.5, 30), 'minimumNoticeMinutes', 'integer'],
    ['a horizon of zero days', rules(15, 0, 0), 'horizonDays', 'numberMin', { min: 1 }],
    ['a horizon past a year', rules(15, 0, 366), 'horizonDays', 'numberMax', { max: 365 }],
  ])('refuses %s', (_, value, field, message, values) => {
    expect(bookingRulesProblems(value)).toContainEqual(problem(field, messageIds[message], values));
  });

  it('makes the engine refuse to list or accept anything with rules that break them', () => {
    const query = slotQuery({ rules: rules(30, 3 * 1440, 2) });
    expect(() => listSlots(query)).toThrow(/noticeBeyondHorizon/);
    expect(() => isBookable(query, '2026-06-10T10:00:00+04:00')).toThrow(/noticeBeyondHorizon/);
  });
});

describe('serviceTermsProblems', () => {
  it('accepts a 45-minute service with buffers for a class of 12', () => {
    expect(
      serviceTermsProblems({
        durationMinutes: 45,
        bufferBeforeMinutes: 5,
        bufferAfterMinutes: 10,
        capacity: 12,
      }),
    ).toEqual([]);
  });

  it('refuses a zero duration, a negative buffer and a capacity of zero', () => {
    expect(
      serviceTermsProblems({
        durationMinutes: 0,
        bufferBeforeMinutes: -5,
        bufferAfterMinutes: 0,
        capacity: 0,
      }).map((found) => found.field),
    ).toEqual(['durationMinutes', 'bufferBeforeMinutes', 'capacity']);
  });
});

describe('visitBookingRules', () => {
  const project = rules(30, 60, 30);
  it.each<[string, Partial<BookingRules>[], BookingRules]>([
    ['a service without overrides takes the project rules', [{}], project],
    ['a service overriding the step uses its own grid', [{ stepMinutes: 15 }], rules(15, 60, 30)],
    [
      'a visit takes the grid of its first service',
      [{ stepMinutes: 20 }, { stepMinutes: 45 }],
      rules(20, 60, 30),
    ],
    [
      'a visit takes the longest notice and the shortest horizon',
      [{ minimumNoticeMinutes: 240 }, { horizonDays: 7 }],
      rules(30, 240, 7),
    ],
  ])('%s', (_, services, expected) => {
    expect(visitBookingRules(project, services)).toEqual(expected);
  });
});
