import { Temporal } from 'temporal-polyfill';
import { isBookable } from './is-bookable';
import { listSlots } from './list-slots';
import {
  appointment,
  bookingRules,
  dayOf,
  employee,
  everyDay,
  hours,
  oneDayQuery,
  performs,
  service,
  slotQuery,
} from './slot-engine-testing';
import type { Refusal, SlotQuery } from './slot-query';

const at = (time: string) => `2026-06-10T${time}:00+04:00`;

// A busy Wednesday: two employees with breaks, buffers, a personal duration, the notice and a journal.
const busyDay = slotQuery({
  now: '2026-06-10T09:20:00+04:00',
  rules: { stepMinutes: 15, minimumNoticeMinutes: 30, horizonDays: 30 },
  services: [service('haircut', { durationMinutes: 45, bufferAfterMinutes: 10 })],
  employees: [
    employee('anna', { schedule: everyDay(hours(['09:00-13:00', '14:00-19:00'], ['11:00-11:20'])) }),
    employee('boris', {
      schedule: everyDay(hours(['10:00-18:00'], ['15:00-15:30'])),
      services: [{ serviceId: 'haircut', personalDurationMinutes: 30 }],
    }),
  ],
  appointments: [
    appointment('anna', at('10:00'), at('10:45'), { bufferAfterMinutes: 10 }),
    appointment('anna', at('14:00'), at('15:30'), { bufferBeforeMinutes: 15 }),
    appointment('boris', at('12:00'), at('12:30'), { bufferBeforeMinutes: 15 }),
  ],
});
const berlinFallBack = oneDayQuery('Europe/Berlin', '2026-10-25', dayOf('00:30-05:00 / 03:00-03:15'), {
  rules: bookingRules(30),
  appointments: [appointment('anna', '2026-10-25T02:30:00+01:00', '2026-10-25T03:00:00+01:00')],
});
const newYorkSpringForward = oneDayQuery('America/New_York', '2026-03-08', dayOf('00:00-06:00'), {
  rules: bookingRules(20),
});
const yogaClass = slotQuery({
  services: [service('yoga', { capacity: 4 })],
  employees: [
    employee('anna', { services: performs('yoga') }),
    employee('boris', { services: performs('yoga') }),
  ],
  appointments: [appointment('anna', at('10:00'), at('11:00'), { serviceId: 'yoga', people: 3 })],
  people: 1,
});

const eitherBusyOrAway = slotQuery({
  employees: [employee('anna', { schedule: everyDay(hours(['09:00-12:00'])) }), employee('boris')],
  appointments: [appointment('boris', at('14:00'), at('15:00'))],
});

/** Every five minutes of the day asked, as instants. */
function everyFiveMinutes(query: SlotQuery): string[] {
  const day = Temporal.PlainDate.from(query.from);
  const end = day.add({ days: 1 }).toZonedDateTime({ timeZone: query.timeZone }).toInstant();
  const instants: string[] = [];
  let instant = day.toZonedDateTime({ timeZone: query.timeZone }).toInstant();
  while (Temporal.Instant.compare(instant, end) < 0) {
    instants.push(instant.toString());
    instant = instant.add({ minutes: 5 });
  }
  return instants;
}

describe('isBookable agrees with listSlots', () => {
  it.each([
    ['a busy day of two employees', busyDay],
    ['the Berlin fall-back day', berlinFallBack],
    ['the New York spring-forward day', newYorkSpringForward],
    ['a class with one place left', yogaClass],
  ])('on %s: every listed start and employee is accepted, every other start refused', (_, query) => {
    const slots = listSlots(query);
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      for (const employeeId of slot.employeeIds) {
        expect(isBookable(query, slot.start, employeeId)).toMatchObject({ ok: true, employeeId });
      }
    }
    const listed = new Map(slots.map((slot) => [slot.start, slot.employeeIds[0]]));
    for (const instant of everyFiveMinutes(query)) {
      const answer = isBookable(query, instant);
      expect(answer.ok ? answer.employeeId : null).toBe(listed.get(instant) ?? null);
    }
  });
});

describe('isBookable refuses with the reason', () => {
  it.each<[string, SlotQuery, string, string | undefined, Refusal]>([
    ['a start inside the minimum notice', busyDay, at('09:45'), undefined, 'notice'],
    ['a start already past', busyDay, at('09:00'), undefined, 'notice'],
    ['a start past the horizon', busyDay, '2026-07-11T10:00:00+04:00', undefined, 'horizon'],
    ['a start overlapping an appointment', busyDay, at('10:15'), 'anna', 'busy'],
    ['a start hidden by the buffer before of the next appointment', busyDay, at('11:30'), 'boris', 'busy'],
    ['a start hidden by its own buffer after', busyDay, at('11:15'), 'boris', 'busy'],
    ['a start before the employee starts work', busyDay, at('09:50'), 'boris', 'outside-hours'],
    ['a visit running past closing', busyDay, at('17:45'), 'boris', 'outside-hours'],
    ['a start between two working intervals', busyDay, at('13:00'), 'anna', 'outside-hours'],
    ['a visit running into a break', busyDay, at('10:45'), 'anna', 'break'],
    ['a start inside a break', busyDay, at('15:15'), 'boris', 'break'],
    ['a start between the steps', busyDay, at('16:10'), 'boris', 'off-grid'],
    [
      'an employee who does not perform the service',
      { ...busyDay, services: [service('yoga')] },
      at('16:00'),
      'anna',
      'not-performed',
    ],
    ['an employee who is not considered', yogaClass, at('10:00'), 'carl', 'not-performed'],
    [
      'a class without places for everyone asked',
      { ...yogaClass, people: 2 },
      at('10:00'),
      'anna',
      'capacity',
    ],
    [
      'busy rather than outside hours when everyone refuses',
      eitherBusyOrAway,
      at('14:00'),
      undefined,
      'busy',
    ],
  ])('%s', (_, query, start, employeeId, reason) => {
    expect(isBookable(query, start, employeeId)).toEqual({ ok: false, reason });
  });

  it('refuses a slot hidden by a buffer that the listing does not offer either', () => {
    const query = slotQuery({
      services: [service('haircut', { bufferAfterMinutes: 15 })],
      appointments: [appointment('anna', at('11:00'), at('12:00'))],
    });
    expect(listSlots(query).map((slot) => slot.localStart.slice(11, 16))).not.toContain('10:00');
    expect(isBookable(query, at('10:00'))).toEqual({ ok: false, reason: 'busy' });
  });
});

describe('isBookable accepts', () => {
  it('assigning the least loaded employee and ending the visit at their personal duration', () => {
    expect(isBookable(busyDay, at('16:00'))).toEqual({
      ok: true,
      employeeId: 'boris',
      start: '2026-06-10T12:00:00Z',
      end: '2026-06-10T12:30:00Z',
    });
  });

  it('a start given as a Temporal.Instant as it accepts its ISO string', () => {
    expect(isBookable(busyDay, Temporal.Instant.from(at('16:00')))).toEqual(isBookable(busyDay, at('16:00')));
  });
});
