import type { WorkingDayTimes } from './working-day-rules';

/** A stored day of a working week as the contract's WorkingDay (the project's week and an address's alike). */
export const toWorkingDayView = (day: WorkingDayTimes & { weekday: number }) => ({
  weekday: day.weekday,
  is_day_off: day.isDayOff,
  opens_at: day.opensAt,
  closes_at: day.closesAt,
  break_starts_at: day.breakStartsAt,
  break_ends_at: day.breakEndsAt,
});
