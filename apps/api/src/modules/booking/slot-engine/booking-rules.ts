import { messageIds, problem, wholeNumberProblem, type RuleProblem } from './rule-problem';
import type { BookingRules, VisitService } from './slot-query';

/** Bounds that keep a query's work small and catch typos (a step of 0 would never advance). */
export const BOOKING_RULE_LIMITS = {
  minStepMinutes: 5,
  maxStepMinutes: 720,
  maxNoticeMinutes: 60 * 24 * 90,
  minHorizonDays: 1,
  maxHorizonDays: 365,
  maxBufferMinutes: 240,
  maxDurationMinutes: 24 * 60,
  maxCapacity: 500,
} as const;

const MINUTES_A_DAY = 24 * 60;

/**
 * The problems of a set of booking rules. A minimum notice longer than the horizon would leave
 * nothing to book: it is refused as a configuration, never silently shown as an empty calendar.
 */
export function bookingRulesProblems(rules: BookingRules): RuleProblem[] {
  const limits = BOOKING_RULE_LIMITS;
  const problems = [
    wholeNumberProblem('stepMinutes', rules.stepMinutes, limits.minStepMinutes, limits.maxStepMinutes),
    wholeNumberProblem('minimumNoticeMinutes', rules.minimumNoticeMinutes, 0, limits.maxNoticeMinutes),
    wholeNumberProblem('horizonDays', rules.horizonDays, limits.minHorizonDays, limits.maxHorizonDays),
  ].filter((found): found is RuleProblem => found !== null);
  if (problems.length === 0 && rules.minimumNoticeMinutes > rules.horizonDays * MINUTES_A_DAY) {
    problems.push(problem('minimumNoticeMinutes', messageIds.noticeBeyondHorizon));
  }
  return problems;
}

/** The problems of a service's own booking terms (its duration, buffers and group size). */
export function serviceTermsProblems(service: Omit<VisitService, 'id'>): RuleProblem[] {
  const limits = BOOKING_RULE_LIMITS;
  return [
    wholeNumberProblem('durationMinutes', service.durationMinutes, 1, limits.maxDurationMinutes),
    wholeNumberProblem('bufferBeforeMinutes', service.bufferBeforeMinutes, 0, limits.maxBufferMinutes),
    wholeNumberProblem('bufferAfterMinutes', service.bufferAfterMinutes, 0, limits.maxBufferMinutes),
    wholeNumberProblem('capacity', service.capacity, 1, limits.maxCapacity),
  ].filter((found): found is RuleProblem => found !== null);
}

/**
 * The rules of a visit of several services, each of which may override the project's: the grid
 * of the first service (the visit starts with it), and the strictest notice and horizon, so no
 * service of the visit is booked against its own rules.
 */
export function visitBookingRules(
  project: BookingRules,
  services: readonly Partial<BookingRules>[],
): BookingRules {
  const effective = services.map((service) => ({
    stepMinutes: service.stepMinutes ?? project.stepMinutes,
    minimumNoticeMinutes: service.minimumNoticeMinutes ?? project.minimumNoticeMinutes,
    horizonDays: service.horizonDays ?? project.horizonDays,
  }));
  if (effective.length === 0) return project;
  return {
    stepMinutes: effective[0].stepMinutes,
    minimumNoticeMinutes: Math.max(...effective.map((rules) => rules.minimumNoticeMinutes)),
    horizonDays: Math.min(...effective.map((rules) => rules.horizonDays)),
  };
}

/** Refuses rules that would make the engine loop or list nothing; they are checked when saved. */
export function assertUsableRules(rules: BookingRules): void {
  const problems = bookingRulesProblems(rules);
  if (problems.length > 0) {
    throw new Error(
      `Unusable booking rules: ${problems.map((found) => `${found.field} ${found.messageId}`).join(', ')}`,
    );
  }
}
