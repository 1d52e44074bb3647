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
import type { BookedAppointment, SlotQuery, VisitService } from './slot-query';

// Anna works 09:00–12:00 on Wednesday 10 June 2026 in Tbilisi (+04).
const at = (time: string) => `2026-06-10T${time}:00+04:00`;
const booked = (start: string, end: string, terms: Partial<BookedAppointment> = {}) =>
  appointment('anna', at(start), at(end), terms);
const morning = (overrides: Partial<SlotQuery>) =>
  slotQuery({
    employees: [
      employee('anna', { schedule: everyDay(hours(['09:00-12:00'])), services: performs('haircut', 'yoga') }),
    ],
    ...overrides,
  });
const quarterHourGrid = { rules: bookingRules(15) };
const haircut = (terms: Partial<VisitService>) => ({ services: [service('haircut', terms)] });

describe('listSlots with the journal: appointments and their buffers (Easy!Appointments periods, Cal.com busy times)', () => {
  it.each<ListingCase>([
    {
      name: 'hides the starts whose visit would overlap an appointment',
      query: { appointments: [booked('10:00', '11:00')] },
      expected: ['09:00', '11:00'],
    },
    {
      name: 'treats an appointment ending exactly when a slot starts as touching, not overlapping',
      query: { appointments: [booked('09:00', '10:00')] },
      expected: ['10:00', '11:00'],
    },
    {
      name: 'splits the free time around an appointment in the middle of the day',
      query: { appointments: [booked('10:15', '10:45')], ...quarterHourGrid },
      expected: ['09:00', '09:15', '10:45', '11:00'],
    },
    {
      name: 'keeps the new visit buffer after clear of the next appointment',
      query: {
        appointments: [booked('11:00', '12:00')],
        ...haircut({ bufferAfterMinutes: 15 }),
        ...quarterHourGrid,
      },
      expected: ['09:00', '09:15', '09:30', '09:45'],
    },
    {
      name: 'keeps the new visit buffer before clear of the previous appointment',
      query: {
        appointments: [booked('09:00', '10:00')],
        ...haircut({ bufferBeforeMinutes: 15 }),
        ...quarterHourGrid,
      },
      expected: ['10:15', '10:30', '10:45', '11:00'],
    },
    {
      name: 'counts an appointment own buffer after as occupied',
      query: { appointments: [booked('09:00', '10:00', { bufferAfterMinutes: 30 })], ...quarterHourGrid },
      expected: ['10:30', '10:45', '11:00'],
    },
    {
      name: 'counts an appointment own buffer before as occupied',
      query: { appointments: [booked('11:00', '12:00', { bufferBeforeMinutes: 30 })], ...quarterHourGrid },
      expected: ['09:00', '09:15', '09:30'],
    },
    {
      name: 'lets buffers reach outside the working hours: only the service time must fit',
      query: { ...haircut({ bufferBeforeMinutes: 30, bufferAfterMinutes: 30 }) },
      expected: ['09:00', '10:00', '11:00'],
    },
    {
      name: 'ignores another employee appointment at the same time',
      query: { appointments: [appointment('boris', at('10:00'), at('11:00'))] },
      expected: ['09:00', '10:00', '11:00'],
    },
    {
      name: 'blocks the morning with an appointment from the night before whose buffer runs into it',
      query: {
        appointments: [
          appointment('anna', '2026-06-09T23:00:00+04:00', at('08:30'), { bufferAfterMinutes: 45 }),
        ],
        ...quarterHourGrid,
      },
      expected: ['09:15', '09:30', '09:45', '10:00', '10:15', '10:30', '10:45', '11:00'],
    },
  ])('$name', ({ query, expected }) => {
    expect(wallTimes(listSlots(morning(query)))).toEqual(expected);
  });
});

const yoga = { services: [service('yoga', { capacity: 5 })] };
const yogaAt = (start: string, end: string, people: number) =>
  booked(start, end, { serviceId: 'yoga', people });

describe('listSlots for classes: group capacity (Easy!Appointments attendants)', () => {
  it.each<ListingCase>([
    {
      name: 'keeps a class offered while booked plus asked people fit',
      query: { ...yoga, appointments: [yogaAt('10:00', '11:00', 3)], people: 2 },
      expected: ['09:00', '10:00', '11:00'],
    },
    {
      name: 'hides a class with fewer places left than people asked',
      query: { ...yoga, appointments: [yogaAt('10:00', '11:00', 3)], people: 3 },
      expected: ['09:00', '11:00'],
    },
    {
      name: 'hides a full class',
      query: { ...yoga, appointments: [yogaAt('10:00', '11:00', 2), yogaAt('10:00', '11:00', 3)] },
      expected: ['09:00', '11:00'],
    },
    {
      name: 'treats a different service overlapping the class time as busy',
      query: { ...yoga, appointments: [booked('10:00', '11:00')] },
      expected: ['09:00', '11:00'],
    },
    {
      name: 'treats the same class at another start as busy, and offers its own start to join',
      query: {
        ...yoga,
        appointments: [yogaAt('10:30', '11:30', 1)],
        rules: bookingRules(30),
      },
      expected: ['09:00', '09:30', '10:30'],
    },
    {
      name: 'refuses more people than a class holds',
      query: { ...yoga, people: 6 },
      expected: [],
    },
    {
      name: 'refuses two people for an individual service',
      query: { people: 2 },
      expected: [],
    },
  ])('$name', ({ query, expected }) => {
    expect(wallTimes(listSlots(morning(query)))).toEqual(expected);
  });
});
