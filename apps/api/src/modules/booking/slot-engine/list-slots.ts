import { Temporal } from 'temporal-polyfill';
import { createEngineContext, type EmployeeDay, type EngineContext } from './engine-context';
import { orderByLoad, type EmployeeLoad } from './fairness';
import { refusalAt } from './refusal';
import type { Slot, SlotQuery } from './slot-query';
import { formatInstant, formatLocal, parseDate, type EpochMs } from './wall-clock';

/**
 * The free start times of the visit from `query.from` to `query.to` (dates at the address), in
 * order, each with the employees who can take it, least loaded first.
 *
 * @example
 * listSlots({ ...query, from: '2026-10-25', to: '2026-10-25' })
 * // [{ start: '2026-10-25T00:00:00Z', localStart: '2026-10-25T02:00:00+02:00', employeeIds: ['nino'] },
 * //  { start: '2026-10-25T01:00:00Z', localStart: '2026-10-25T02:00:00+01:00', employeeIds: ['nino'] }, ...]
 */
export function listSlots(query: SlotQuery): Slot[] {
  const context = createEngineContext(query);
  const offers = new Map<EpochMs, EmployeeLoad[]>();
  for (const date of datesToList(context, query.from, query.to)) {
    for (const employee of context.employees) {
      const day = context.dayOf(employee, date);
      for (const start of gridStarts(day, context.stepMs)) {
        if (refusalAt(context, day, start) !== null) continue;
        const load = { employeeId: employee.id, bookedMinutes: day.bookedMinutes };
        const takers = offers.get(start);
        if (takers) takers.push(load);
        else offers.set(start, [load]);
      }
    }
  }
  return [...offers.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, takers]) => ({
      start: formatInstant(start),
      localStart: formatLocal(start, context.clock.timeZone),
      employeeIds: orderByLoad(takers),
    }));
}

/**
 * The candidate starts of a day: from each segment's start (a working interval's start, or the end
 * of a break) in steps of real elapsed time, while the visit still fits. Stepping elapsed time
 * rather than wall time is what makes DST right: a spring-forward night has no 02:30 to offer, and
 * a fall-back night offers 02:30 twice, each with its own offset.
 */
export function gridStarts(day: EmployeeDay, stepMs: number): EpochMs[] {
  if (!day.visit) return [];
  const starts: EpochMs[] = [];
  for (const segment of day.hours.segments) {
    for (let start = segment.start; start + day.visit.durationMs <= segment.end; start += stepMs) {
      starts.push(start);
    }
  }
  return starts;
}

/** The dates asked, without those before today or past the horizon: nothing there is bookable. */
function* datesToList(context: EngineContext, from: string, to: string) {
  const first = parseDate(from);
  const last = parseDate(to);
  let date = Temporal.PlainDate.compare(first, context.today) < 0 ? context.today : first;
  const end =
    Temporal.PlainDate.compare(last, context.lastBookableDate) > 0 ? context.lastBookableDate : last;
  while (Temporal.PlainDate.compare(date, end) <= 0) {
    yield date;
    date = date.add({ days: 1 });
  }
}
