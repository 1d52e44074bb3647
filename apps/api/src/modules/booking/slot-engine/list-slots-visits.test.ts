import { listSlots } from './list-slots';
import {
  appointment,
  bookingRules,
  employee,
  everyDay,
  hours,
  performs,
  service,
  slotQuery,
  type ListingCase,
  wallTimes,
} from './slot-engine-testing';
import type { CandidateEmployee, SlotQuery } from './slot-query';

const cut = service('cut', { durationMinutes: 30 });
const colour = service('colour', { durationMinutes: 45 });
const grid = (stepMinutes: number) => ({ rules: bookingRules(stepMinutes) });
const anna = (terms: Partial<CandidateEmployee>) =>
  employee('anna', { services: performs('cut', 'colour'), ...terms });
const works = (intervals: string[], breaks: string[] = []) => ({
  schedule: everyDay(hours(intervals, breaks)),
});

describe('listSlots for a visit of several services, back to back by one employee', () => {
  it.each<ListingCase>([
    {
      name: 'fits two services when their total fits the interval',
      query: { services: [cut, colour], employees: [anna(works(['09:00-10:15']))], ...grid(15) },
      expected: ['09:00'],
    },
    {
      name: 'does not fit two services that would run into a break',
      query: {
        services: [service('colour', { durationMinutes: 60 }), cut],
        employees: [anna(works(['09:00-13:00'], ['11:00-12:00']))],
        ...grid(30),
      },
      expected: ['09:00', '09:30'],
    },
    {
      name: 'fits a visit thanks to the employee personal duration',
      query: {
        services: [service('cut', { durationMinutes: 60 })],
        employees: [
          anna({ ...works(['09:00-09:45']), services: [{ serviceId: 'cut', personalDurationMinutes: 45 }] }),
        ],
      },
      expected: ['09:00'],
    },
    {
      name: 'does not fit the same visit at the service own duration',
      query: {
        services: [service('cut', { durationMinutes: 60 })],
        employees: [anna(works(['09:00-09:45']))],
      },
      expected: [],
    },
    {
      name: 'adds up the personal durations of a multi-service visit',
      query: {
        services: [cut, colour],
        employees: [
          anna({
            ...works(['09:00-10:00']),
            services: [
              { serviceId: 'cut', personalDurationMinutes: 20 },
              { serviceId: 'colour', personalDurationMinutes: 40 },
            ],
          }),
        ],
      },
      expected: ['09:00'],
    },
    {
      name: 'takes the buffer before of the first service and after of the last, none in between',
      query: {
        services: [
          service('cut', { durationMinutes: 30, bufferBeforeMinutes: 10, bufferAfterMinutes: 50 }),
          service('colour', { durationMinutes: 30, bufferBeforeMinutes: 50, bufferAfterMinutes: 10 }),
        ],
        employees: [anna(works(['09:00-12:00']))],
        appointments: [appointment('anna', '2026-06-10T11:00:00+04:00', '2026-06-10T12:00:00+04:00')],
        ...grid(10),
      },
      expected: ['09:00', '09:10', '09:20', '09:30', '09:40', '09:50'],
    },
    {
      name: 'offers nothing for a visit without services',
      query: { services: [] },
      expected: [],
    },
  ])('$name', ({ query, expected }) => {
    expect(wallTimes(listSlots(slotQuery(query)))).toEqual(expected);
  });

  it('offers only the employees who perform every service of the visit', () => {
    const boris = employee('boris', { services: performs('cut') });
    const slots = listSlots(slotQuery({ services: [cut, colour], employees: [boris, anna({})] }));
    expect(slots.length).toBeGreaterThan(0);
    expect(new Set(slots.flatMap((slot) => slot.employeeIds))).toEqual(new Set(['anna']));
  });
});

// Both work 09:00–18:00; who is offered first at 10:00 on 10 June?
const bookedFor = (employeeId: string, date: string, start: string, end: string, serviceId = 'haircut') =>
  appointment(employeeId, `${date}T${start}:00+04:00`, `${date}T${end}:00+04:00`, { serviceId });
const firstTakersAtTen = (query: Partial<SlotQuery>) =>
  listSlots(slotQuery({ employees: [employee('boris'), employee('anna')], ...query })).find((slot) =>
    slot.localStart.startsWith('2026-06-10T10:00'),
  )?.employeeIds;

describe('listSlots for "any available": fairness', () => {
  it.each<ListingCase>([
    {
      name: 'puts the employee with fewer booked minutes that day first',
      query: {
        appointments: [
          bookedFor('anna', '2026-06-10', '14:00', '16:00'),
          bookedFor('boris', '2026-06-10', '14:00', '15:00'),
        ],
      },
      expected: ['boris', 'anna'],
    },
    {
      name: 'orders equal loads by employee id, whatever order the employees came in',
      query: {},
      expected: ['anna', 'boris'],
    },
    {
      name: 'weighs only the day of the slot, not bookings on other days',
      query: { appointments: [bookedFor('anna', '2026-06-11', '09:00', '12:00')] },
      expected: ['anna', 'boris'],
    },
    {
      name: 'counts a class once however many people joined it',
      query: {
        employees: [
          employee('boris', { services: performs('haircut', 'yoga') }),
          employee('anna', { services: performs('haircut', 'yoga') }),
        ],
        appointments: [
          bookedFor('anna', '2026-06-10', '14:00', '15:00', 'yoga'),
          bookedFor('anna', '2026-06-10', '14:00', '15:00', 'yoga'),
          bookedFor('boris', '2026-06-10', '14:00', '15:30'),
        ],
      },
      expected: ['anna', 'boris'],
    },
    {
      name: 'considers only the chosen employee',
      query: { employees: [employee('boris')] },
      expected: ['boris'],
    },
  ])('$name', ({ query, expected }) => {
    expect(firstTakersAtTen(query)).toEqual(expected);
  });
});
