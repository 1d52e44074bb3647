import { bookedMinutesWithin, orderByLoad, type EmployeeLoad, type JournalEntry } from './fairness';
import { MINUTE_MS } from './wall-clock';

const load = (employeeId: string, bookedMinutes: number): EmployeeLoad => ({ employeeId, bookedMinutes });
const entry = (serviceId: string, startMinute: number, endMinute: number): JournalEntry => ({
  serviceId,
  start: startMinute * MINUTE_MS,
  end: endMinute * MINUTE_MS,
  occupied: { start: startMinute * MINUTE_MS, end: endMinute * MINUTE_MS },
  people: 1,
});

describe('orderByLoad', () => {
  it.each<[string, EmployeeLoad[], string[]]>([
    [
      'the least booked first',
      [load('anna', 120), load('boris', 30), load('carl', 60)],
      ['boris', 'carl', 'anna'],
    ],
    ['equal loads by id', [load('carl', 0), load('anna', 0), load('boris', 0)], ['anna', 'boris', 'carl']],
    [
      'ids compared by code point, not by locale',
      [load('b', 0), load('B', 0), load('a', 0)],
      ['B', 'a', 'b'],
    ],
    ['one candidate as it is', [load('anna', 500)], ['anna']],
  ])('puts %s', (_, candidates, expected) => {
    expect(orderByLoad(candidates)).toEqual(expected);
  });
});

describe('bookedMinutesWithin', () => {
  const day = { start: 0, end: 24 * 60 * MINUTE_MS };
  it.each<[string, JournalEntry[], number]>([
    ['adds the service minutes of the day', [entry('cut', 600, 660), entry('colour', 700, 745)], 105],
    ['counts a class joined twice once', [entry('yoga', 600, 660), entry('yoga', 600, 660)], 60],
    [
      'leaves out what starts on another day',
      [entry('cut', -60, 30), entry('cut', 24 * 60, 24 * 60 + 60)],
      0,
    ],
  ])('%s', (_, journal, minutes) => {
    expect(bookedMinutesWithin(journal, day)).toBe(minutes);
  });
});
