import type { StarterHours, StarterWeek } from '../starter-content.types';

const hours = (
  opensAt: string,
  closesAt: string,
  breakStartsAt?: string,
  breakEndsAt?: string,
): StarterHours =>
  breakStartsAt && breakEndsAt ? { opensAt, closesAt, breakStartsAt, breakEndsAt } : { opensAt, closesAt };
const everyDay = (day: StarterHours): StarterWeek => [day, day, day, day, day, day, day];

/**
 * Typical weeks of the directions. Every day ends by midnight: the working-hours model has no
 * overnight opening, so late venues close at 23:00-23:30 in their starter week.
 */
export const workingWeeks = {
  /** Salons: six long days, a shorter Sunday. */
  salon: [
    hours('10:00', '20:00'),
    hours('10:00', '20:00'),
    hours('10:00', '20:00'),
    hours('10:00', '20:00'),
    hours('10:00', '20:00'),
    hours('10:00', '20:00'),
    hours('11:00', '18:00'),
  ],
  /** Barbershops: every day until late. */
  barbershop: everyDay(hours('10:00', '21:00')),
  /** Offices: weekdays with a lunch hour. */
  office: [
    hours('09:00', '18:00', '13:00', '14:00'),
    hours('09:00', '18:00', '13:00', '14:00'),
    hours('09:00', '18:00', '13:00', '14:00'),
    hours('09:00', '18:00', '13:00', '14:00'),
    hours('09:00', '18:00', '13:00', '14:00'),
    null,
    null,
  ],
  /** Notaries: weekdays with a lunch hour and a short Saturday morning. */
  notary: [
    hours('09:00', '18:00', '13:00', '14:00'),
    hours('09:00', '18:00', '13:00', '14:00'),
    hours('09:00', '18:00', '13:00', '14:00'),
    hours('09:00', '18:00', '13:00', '14:00'),
    hours('09:00', '18:00', '13:00', '14:00'),
    hours('10:00', '14:00'),
    null,
  ],
  /** Fitness clubs: early to late on weekdays, shorter at the weekend. */
  fitnessClub: [
    hours('07:00', '23:00'),
    hours('07:00', '23:00'),
    hours('07:00', '23:00'),
    hours('07:00', '23:00'),
    hours('07:00', '23:00'),
    hours('09:00', '21:00'),
    hours('09:00', '21:00'),
  ],
  /** A personal trainer: mornings and evenings around a long midday break, Sunday off. */
  trainer: [
    hours('07:00', '21:00', '12:00', '16:00'),
    hours('07:00', '21:00', '12:00', '16:00'),
    hours('07:00', '21:00', '12:00', '16:00'),
    hours('07:00', '21:00', '12:00', '16:00'),
    hours('07:00', '21:00', '12:00', '16:00'),
    hours('09:00', '15:00'),
    null,
  ],
  /** Consultants by appointment: weekdays with a lunch hour, a short Saturday. */
  consultant: [
    hours('10:00', '19:00', '13:00', '14:00'),
    hours('10:00', '19:00', '13:00', '14:00'),
    hours('10:00', '19:00', '13:00', '14:00'),
    hours('10:00', '19:00', '13:00', '14:00'),
    hours('10:00', '19:00', '13:00', '14:00'),
    hours('10:00', '15:00'),
    null,
  ],
  /** A tutor: afternoons and evenings after school, Saturday mornings. */
  tutor: [
    hours('14:00', '21:00', '17:30', '18:00'),
    hours('14:00', '21:00', '17:30', '18:00'),
    hours('14:00', '21:00', '17:30', '18:00'),
    hours('14:00', '21:00', '17:30', '18:00'),
    hours('14:00', '21:00', '17:30', '18:00'),
    hours('10:00', '16:00'),
    null,
  ],
  /** Studios and washes: every day, long hours. */
  everyDayLong: everyDay(hours('09:00', '21:00')),
  /** Billiard halls: afternoon to late, every day. */
  billiards: [
    hours('14:00', '23:00'),
    hours('14:00', '23:00'),
    hours('14:00', '23:00'),
    hours('14:00', '23:00'),
    hours('12:00', '23:30'),
    hours('12:00', '23:30'),
    hours('12:00', '23:00'),
  ],
  /** Restaurants: lunch to late, a little later on Friday and Saturday. */
  restaurant: [
    hours('11:00', '23:00'),
    hours('11:00', '23:00'),
    hours('11:00', '23:00'),
    hours('11:00', '23:00'),
    hours('11:00', '23:30'),
    hours('11:00', '23:30'),
    hours('12:00', '23:00'),
  ],
  /** Cleaning crews: six days from early morning, Sunday off. */
  cleaning: [
    hours('08:00', '20:00'),
    hours('08:00', '20:00'),
    hours('08:00', '20:00'),
    hours('08:00', '20:00'),
    hours('08:00', '20:00'),
    hours('09:00', '18:00'),
    null,
  ],
  /** Shops in a street or a mall: every day. */
  shop: everyDay(hours('10:00', '21:00')),
  /** Auto parts: working days and Saturday, Sunday off. */
  autoParts: [
    hours('09:00', '19:00'),
    hours('09:00', '19:00'),
    hours('09:00', '19:00'),
    hours('09:00', '19:00'),
    hours('09:00', '19:00'),
    hours('10:00', '17:00'),
    null,
  ],
} satisfies Record<string, StarterWeek>;
