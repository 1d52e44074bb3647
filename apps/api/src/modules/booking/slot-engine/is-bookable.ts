import { createEngineContext } from './engine-context';
import { orderByLoad, type EmployeeLoad } from './fairness';
import { refusalAt } from './refusal';
import type { Bookability, InstantLike, Refusal, SlotQuery } from './slot-query';
import { formatInstant, localDateOf, toEpochMs } from './wall-clock';

// When every employee refuses, the reason that went furthest through the checks is the one worth
// telling: "busy" says more than "outside-hours" from someone who does not work that day.
const SPECIFICITY: readonly Refusal[] = [
  'not-performed',
  'outside-hours',
  'break',
  'off-grid',
  'busy',
  'capacity',
];

/**
 * Whether the visit can start at `start`, and with whom: the booking mutation's check, run again
 * inside its transaction. It asks the same predicate as `listSlots` (its `from` and `to` are not
 * used: the date is the start's own), so a listed slot is accepted and an unlisted one refused.
 * With `employeeId` only that employee is considered; otherwise the least loaded who can take it.
 */
export function isBookable(query: SlotQuery, start: InstantLike, employeeId?: string): Bookability {
  const context = createEngineContext(query);
  const startMs = toEpochMs(start);
  const date = localDateOf(startMs, query.timeZone);
  const candidates = context.employees.filter(
    (employee) => employeeId === undefined || employee.id === employeeId,
  );
  const takers = new Map<string, { load: EmployeeLoad; endMs: number }>();
  let reason: Refusal = 'not-performed';
  for (const employee of candidates) {
    const day = context.dayOf(employee, date);
    const refusal = refusalAt(context, day, startMs);
    if (refusal === null && day.visit) {
      const load = { employeeId: employee.id, bookedMinutes: day.bookedMinutes };
      takers.set(employee.id, { load, endMs: startMs + day.visit.durationMs });
    } else if (refusal && !SPECIFICITY.includes(refusal)) {
      // The notice and the horizon depend on the start alone: every employee refuses alike.
      return { ok: false, reason: refusal };
    } else if (refusal && SPECIFICITY.indexOf(refusal) > SPECIFICITY.indexOf(reason)) {
      reason = refusal;
    }
  }
  const [chosen] = orderByLoad([...takers.values()].map((taker) => taker.load));
  const taker = chosen === undefined ? undefined : takers.get(chosen);
  if (!taker) return { ok: false, reason };
  return {
    ok: true,
    employeeId: taker.load.employeeId,
    start: formatInstant(startMs),
    end: formatInstant(taker.endMs),
  };
}
