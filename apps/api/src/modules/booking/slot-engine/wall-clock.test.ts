import { Temporal } from 'temporal-polyfill';
import { createWallClock, formatInstant, formatLocal, localDateOf, toEpochMs } from './wall-clock';

const date = (value: string) => Temporal.PlainDate.from(value);

describe('createWallClock', () => {
  it.each([
    ['an ordinary Tbilisi morning at +04', 'Asia/Tbilisi', '2026-06-10', '09:00', '2026-06-10T05:00:00Z'],
    [
      'a Berlin time skipped by spring-forward, moved on by the gap',
      'Europe/Berlin',
      '2026-03-29',
      '02:30',
      '2026-03-29T01:30:00Z',
    ],
    [
      'a Berlin time repeated by fall-back, the first of the two',
      'Europe/Berlin',
      '2026-10-25',
      '02:30',
      '2026-10-25T00:30:00Z',
    ],
    [
      'a New York time skipped by spring-forward',
      'America/New_York',
      '2026-03-08',
      '02:15',
      '2026-03-08T07:15:00Z',
    ],
  ])('places %s', (_, timeZone, day, time, instant) => {
    expect(formatInstant(createWallClock(timeZone).at(date(day), time))).toBe(instant);
  });

  it('starts a day at 01:00 where the clocks skip midnight (Santiago, spring-forward at 24:00)', () => {
    const clock = createWallClock('America/Santiago');
    expect(formatLocal(clock.startOfDay(date('2026-09-06')), 'America/Santiago')).toBe(
      '2026-09-06T01:00:00-03:00',
    );
  });

  it('answers the same instant when asked again', () => {
    const clock = createWallClock('Europe/Berlin');
    expect(clock.at(date('2026-10-25'), '02:30')).toBe(clock.at(date('2026-10-25'), '02:30'));
  });
});

describe('instants and local dates', () => {
  it('writes the second 02:30 of a fall-back night with the winter offset', () => {
    expect(formatLocal(toEpochMs('2026-10-25T01:30:00Z'), 'Europe/Berlin')).toBe('2026-10-25T02:30:00+01:00');
  });

  it('puts an instant on the local date of the address, not the UTC one', () => {
    expect(localDateOf(toEpochMs('2026-06-09T22:30:00Z'), 'Asia/Tbilisi').toString()).toBe('2026-06-10');
  });

  it('reads a Temporal.Instant and an ISO string with an offset alike', () => {
    expect(toEpochMs(Temporal.Instant.from('2026-06-10T05:00:00Z'))).toBe(
      toEpochMs('2026-06-10T09:00:00+04:00'),
    );
  });
});
