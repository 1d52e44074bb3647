// The slot engine of online booking (issue 17, ADR 0038): pure functions, no database, `now` passed in.
export * from './slot-query';
export { listSlots } from './list-slots';
export { isBookable } from './is-bookable';
export { orderByLoad } from './fairness';
export { workingDayOn, isShiftDay } from './working-day';
export {
  BOOKING_RULE_LIMITS,
  bookingRulesProblems,
  serviceTermsProblems,
  visitBookingRules,
} from './booking-rules';
export { dayHoursProblems } from './day-hours-rules';
export { scheduleProblems, overrideProblems, MAX_SHIFT_DAYS } from './schedule-rules';
export type { RuleProblem } from './rule-problem';
