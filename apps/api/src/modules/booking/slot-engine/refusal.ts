import { Temporal } from 'temporal-polyfill';
import { contains, overlaps, type TimeRange } from './day-hours';
import type { EmployeeDay, EngineContext } from './engine-context';
import type { Refusal } from './slot-query';
import type { EmployeeVisit } from './visit';
import type { EpochMs } from './wall-clock';

/**
 * The one predicate of online booking: why this employee cannot start the visit at this instant of
 * their day, or null when they can. The slot list keeps the starts it accepts and the booking
 * mutation asks it about the one start it was sent, so what is offered and what is accepted cannot
 * drift apart. The reason is the first rule broken: notice, horizon, the services, the people,
 * the working hours, the breaks, the grid, then the journal.
 */
export function refusalAt(context: EngineContext, day: EmployeeDay, start: EpochMs): Refusal | null {
  if (start < context.earliestStartMs) return 'notice';
  if (Temporal.PlainDate.compare(day.date, context.lastBookableDate) > 0) return 'horizon';
  const { visit, hours } = day;
  if (!visit) return 'not-performed';
  if (context.people < 1 || context.people > visit.capacity) return 'capacity';

  const service: TimeRange = { start, end: start + visit.durationMs };
  const interval = hours.intervals.find((range) => range.start <= start && start < range.end);
  if (!interval || !contains(interval, service)) return 'outside-hours';
  if (hours.breaks.some((range) => overlaps(range, service))) return 'break';
  const segment = hours.segments.find((range) => contains(range, service));
  if (!segment || (start - segment.start) % context.stepMs !== 0) return 'off-grid';
  return journalRefusal(context, day, visit, service);
}

/**
 * The visit with its buffers must be clear of every other appointment's occupied range. The one
 * overlap allowed is joining a class: the same service starting at the same instant, while there
 * are places left.
 */
function journalRefusal(
  context: EngineContext,
  day: EmployeeDay,
  visit: EmployeeVisit,
  service: TimeRange,
): Refusal | null {
  const occupied = { start: service.start - visit.bufferBeforeMs, end: service.end + visit.bufferAfterMs };
  let joinedPeople = 0;
  for (const entry of day.journal) {
    if (!overlaps(entry.occupied, occupied)) continue;
    const isSameClass = entry.serviceId === visit.classServiceId && entry.start === service.start;
    if (!isSameClass) return 'busy';
    joinedPeople += entry.people;
  }
  return joinedPeople + context.people > visit.capacity ? 'capacity' : null;
}
