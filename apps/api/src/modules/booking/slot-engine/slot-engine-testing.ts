import type {
  BookedAppointment,
  BookingRules,
  CandidateEmployee,
  IsoWeekday,
  Slot,
  SlotQuery,
  VisitService,
  WallInterval,
  WeeklySchedule,
  WorkingDay,
} from './slot-query';

// Builders for the engine's tests: a case names only what it is about, the rest is a quiet default
// (Tbilisi, one employee working 09:00–18:00 every day, a 60-minute service on a 60-minute grid).

const interval = (range: string): WallInterval => {
  const [start, end] = range.split('-');
  return { start, end };
};

/** `hours(['09:00-13:00', '14:00-18:00'], ['11:00-11:30'])` */
export function hours(intervals: readonly string[], breaks: readonly string[] = []): WorkingDay {
  return { intervals: intervals.map(interval), breaks: breaks.map(interval) };
}

/** `dayOf('09:00-13:00 14:00-18:00 / 11:00-11:30')`: the working intervals, then the breaks after a slash. */
export function dayOf(text: string): WorkingDay {
  const [intervals, breaks = ''] = text.split('/');
  const ranges = (part: string) => part.split(' ').filter((range) => range !== '');
  return hours(ranges(intervals), ranges(breaks));
}

export function everyDay(day: WorkingDay): WeeklySchedule {
  const weekdays: IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];
  return { kind: 'weekly', days: weekdays.map((weekday) => ({ weekday, ...day })) };
}

export function service(id: string, terms: Partial<Omit<VisitService, 'id'>> = {}): VisitService {
  return { id, durationMinutes: 60, bufferBeforeMinutes: 0, bufferAfterMinutes: 0, capacity: 1, ...terms };
}

export function employee(id: string, terms: Partial<Omit<CandidateEmployee, 'id'>> = {}): CandidateEmployee {
  return {
    id,
    services: [{ serviceId: 'haircut' }],
    schedule: everyDay(hours(['09:00-18:00'])),
    overrides: [],
    ...terms,
  };
}

/** Someone who performs the given services, each at its own duration. */
export const performs = (...serviceIds: string[]) => serviceIds.map((serviceId) => ({ serviceId }));

export function appointment(
  employeeId: string,
  start: string,
  end: string,
  terms: Partial<Omit<BookedAppointment, 'employeeId' | 'start' | 'end'>> = {},
): BookedAppointment {
  return {
    employeeId,
    start,
    end,
    serviceId: 'haircut',
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    people: 1,
    ...terms,
  };
}

export function bookingRules(stepMinutes: number, minimumNoticeMinutes = 0, horizonDays = 60): BookingRules {
  return { stepMinutes, minimumNoticeMinutes, horizonDays };
}

/** A row of the listing tables: what the case changes in the default query, and the starts expected. */
export interface ListingCase {
  name: string;
  query: Partial<SlotQuery>;
  expected: string[];
}

/** Wednesday 10 June 2026 in Tbilisi, asked on Monday 1 June. */
export function slotQuery(overrides: Partial<SlotQuery> = {}): SlotQuery {
  return {
    timeZone: 'Asia/Tbilisi',
    services: [service('haircut')],
    employees: [employee('anna')],
    appointments: [],
    rules: bookingRules(60),
    from: '2026-06-10',
    to: '2026-06-10',
    now: '2026-06-01T00:00:00+04:00',
    people: 1,
    ...overrides,
  };
}

/** One date in a zone, asked on the first of its month, for Anna working `day` every day. */
export function oneDayQuery(
  timeZone: string,
  date: string,
  day: WorkingDay,
  overrides: Partial<SlotQuery> = {},
) {
  return slotQuery({
    timeZone,
    from: date,
    to: date,
    now: `${date.slice(0, 7)}-01T00:00:00Z`,
    employees: [employee('anna', { schedule: everyDay(day) })],
    ...overrides,
  });
}

/** The listed wall times, `HH:MM`, for cases inside one day without DST. */
export const wallTimes = (slots: readonly Slot[]) => slots.map((slot) => slot.localStart.slice(11, 16));

/** The listed wall times with their offsets, `02:30+01:00`, for DST cases. */
export const wallTimesWithOffset = (slots: readonly Slot[]) =>
  slots.map((slot) => slot.localStart.slice(11, 16) + slot.localStart.slice(19));

/** Every `step` minutes from `first` to `last`, both included: `wallTimeRange('10:45', '17:00', 15)`. */
export function wallTimeRange(first: string, last: string, step: number): string[] {
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const times: string[] = [];
  for (let minutes = toMinutes(first); minutes <= toMinutes(last); minutes += step) {
    times.push(
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    );
  }
  return times;
}

/** The dates that have at least one slot. */
export const datesWithSlots = (slots: readonly Slot[]) => [
  ...new Set(slots.map((slot) => slot.localStart.slice(0, 10))),
];
