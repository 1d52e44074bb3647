import { validationMessages, withValues, type MessageDescriptor } from '@donut/validation';
import { invalidInput } from '../../core/domain-error';
import type { ScheduleOverrideKind } from '../../db/schema';
import type { ProjectRules, ServiceRules } from './booking-rules.store';
import {
  bookingRulesProblems,
  BOOKING_RULE_LIMITS,
  overrideProblems,
  scheduleProblems,
  type IsoWeekday,
  type RuleProblem,
  type Schedule,
  type ScheduleOverride,
  type WallInterval,
  type WorkingDay,
} from './slot-engine';
import { wholeNumberProblem } from './slot-engine/rule-problem';

// The owner's booking inputs checked and turned into the engine's shapes (ADR 0039). Every rule of a schedule, an
// override or the booking rules is the engine's validator's; this file only bounds sizes and names fields as the
// GraphQL inputs do (snake_case).

type Fields = Record<string, MessageDescriptor>;

export const BOOKING_INPUT_LIMITS = {
  nameLength: 100,
  positionLength: 100,
  descriptionLength: 2000,
  intervalsADay: 6,
  breaksADay: 6,
  employeeServices: 500,
  overridesAnEmployee: 500,
  /** `HH:MM` and `YYYY-MM-DD` are shorter; longer text is refused before any parsing. */
  wallTextLength: 10,
} as const;

const descriptors: Record<string, MessageDescriptor> = Object.fromEntries(
  Object.values(validationMessages).map((descriptor) => [descriptor.id, descriptor]),
);

const snakeCase = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The engine's problems as GraphQL field errors, the first per field. */
export function problemFields(
  problems: readonly RuleProblem[],
  rename: (field: string) => string = snakeCase,
) {
  const fields: Fields = {};
  for (const found of problems) {
    const field = rename(found.field);
    if (fields[field]) continue;
    const descriptor = descriptors[found.messageId] ?? validationMessages.invalid;
    fields[field] = found.values ? withValues(descriptor, found.values) : descriptor;
  }
  return fields;
}

function throwIfAny(fields: Fields): void {
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
}

const tooMany = (length: number) => withValues(validationMessages.max, { length, items: 'items' });
const tooLong = (length: number) => withValues(validationMessages.max, { length, items: 'characters' });

export interface EmployeeInputValues {
  name: string;
  position?: string | null;
  description?: string | null;
  is_active?: boolean | null;
}

/** The employee's columns: a name of 1–100 characters, a job title and a description within their lengths. */
export function parseEmployeeInput(input: EmployeeInputValues) {
  const limits = BOOKING_INPUT_LIMITS;
  const name = input.name.trim();
  const position = input.position?.trim() || null;
  const description = input.description?.trim() || null;
  const fields: Fields = {};
  if (name === '') fields.name = validationMessages.required;
  else if (name.length > limits.nameLength) fields.name = tooLong(limits.nameLength);
  if (position && position.length > limits.positionLength) fields.position = tooLong(limits.positionLength);
  if (description && description.length > limits.descriptionLength) {
    fields.description = tooLong(limits.descriptionLength);
  }
  throwIfAny(fields);
  return { name, jobTitle: position, description, isActive: input.is_active ?? true };
}

interface WallIntervalInput {
  start: string;
  end: string;
}
interface WorkingDayInput {
  intervals: readonly WallIntervalInput[];
  breaks?: readonly WallIntervalInput[] | null;
}
export interface ScheduleInputValues {
  kind: 'weekly' | 'shift';
  days?: ReadonlyArray<WorkingDayInput & { weekday: number }> | null;
  start_date?: string | null;
  days_on?: number | null;
  days_off?: number | null;
  day?: WorkingDayInput | null;
}

const wall = (interval: WallIntervalInput): WallInterval => ({ start: interval.start, end: interval.end });

/** Size bounds of one day's input: at most 6 intervals and 6 breaks, short texts. */
function dayBounds(day: WorkingDayInput, at: string, fields: Fields): WorkingDay {
  const limits = BOOKING_INPUT_LIMITS;
  const breaks = day.breaks ?? [];
  if (day.intervals.length > limits.intervalsADay) fields[`${at}intervals`] = tooMany(limits.intervalsADay);
  if (breaks.length > limits.breaksADay) fields[`${at}breaks`] = tooMany(limits.breaksADay);
  for (const [index, interval] of [...day.intervals, ...breaks].entries()) {
    if (interval.start.length > limits.wallTextLength || interval.end.length > limits.wallTextLength) {
      const list = index < day.intervals.length ? 'intervals' : 'breaks';
      const position = index < day.intervals.length ? index : index - day.intervals.length;
      fields[`${at}${list}[${position}]`] = validationMessages.timeFormat;
    }
  }
  return { intervals: day.intervals.map(wall), breaks: breaks.map(wall) };
}

/** The engine's `Schedule` from the owner's input, checked by `scheduleProblems`. */
export function parseScheduleInput(input: ScheduleInputValues): Schedule {
  const fields: Fields = {};
  let schedule: Schedule;
  if (input.kind === 'shift') {
    if (!input.day) fields.day = validationMessages.workingHoursRequired;
    if (!input.start_date) fields.start_date = validationMessages.required;
    else if (input.start_date.length > BOOKING_INPUT_LIMITS.wallTextLength)
      fields.start_date = validationMessages.invalid;
    if (input.days_on === null || input.days_on === undefined) fields.days_on = validationMessages.required;
    if (input.days_off === null || input.days_off === undefined)
      fields.days_off = validationMessages.required;
    throwIfAny(fields);
    schedule = {
      kind: 'shift',
      startDate: input.start_date as string,
      daysOn: input.days_on as number,
      daysOff: input.days_off as number,
      day: dayBounds(input.day as WorkingDayInput, 'day.', fields),
    };
  } else {
    const days = input.days ?? [];
    if (days.length > 7) fields.days = tooMany(7);
    throwIfAny(fields);
    schedule = {
      kind: 'weekly',
      days: days.map((day, index) => ({
        weekday: day.weekday as IsoWeekday,
        ...dayBounds(day, `days[${index}].`, fields),
      })),
    };
  }
  throwIfAny(fields);
  throwIfAny(problemFields(scheduleProblems(schedule)));
  return schedule;
}

export interface OverrideInputValues {
  address_id?: string | null;
  kind: 'day_off' | 'sick_leave' | 'vacation' | 'special_hours';
  date_from: string;
  date_to?: string | null;
  day?: WorkingDayInput | null;
}

/** An override's columns, checked by `overrideProblems` (field names as the input's: `date_from`, `day.…`). */
export function parseOverrideInput(input: OverrideInputValues) {
  const fields: Fields = {};
  const limit = BOOKING_INPUT_LIMITS.wallTextLength;
  if (input.date_from.length > limit) fields.date_from = validationMessages.invalid;
  if (input.date_to && input.date_to.length > limit) fields.date_to = validationMessages.invalid;
  if (input.kind === 'special_hours' && !input.day) fields.day = validationMessages.workingHoursRequired;
  throwIfAny(fields);
  const kind = input.kind.replace('_', '-') as ScheduleOverrideKind;
  const dateTo = kind === 'special-hours' ? input.date_from : (input.date_to ?? input.date_from);
  const day = kind === 'special-hours' ? dayBounds(input.day as WorkingDayInput, 'day.', fields) : null;
  throwIfAny(fields);
  const override: ScheduleOverride =
    kind === 'special-hours'
      ? { kind, date: input.date_from, day: day as WorkingDay }
      : { kind: 'absence', reason: kind, from: input.date_from, to: dateTo };
  const names: Record<string, string> = { from: 'date_from', to: 'date_to', date: 'date_from' };
  throwIfAny(
    problemFields(overrideProblems([override]), (field) => {
      const bare = field.replace(/^overrides\[0\]\./, '');
      return names[bare] ?? bare;
    }),
  );
  return { addressId: input.address_id ?? null, kind, dateFrom: input.date_from, dateTo, day };
}

export interface BookingRulesInputValues {
  step_minutes?: number | null;
  buffer_before_minutes?: number | null;
  buffer_after_minutes?: number | null;
  minimum_notice_minutes?: number | null;
  horizon_days?: number | null;
  cancel_cutoff_minutes?: number | null;
  reschedule_cutoff_minutes?: number | null;
  needs_confirmation?: boolean | null;
  capacity?: number | null;
}

/** Rules from the input: null fields stay null (a service follows the project there). */
export function rulesFromInput(input: BookingRulesInputValues): ServiceRules {
  return {
    stepMinutes: input.step_minutes ?? null,
    bufferBeforeMinutes: input.buffer_before_minutes ?? null,
    bufferAfterMinutes: input.buffer_after_minutes ?? null,
    minimumNoticeMinutes: input.minimum_notice_minutes ?? null,
    horizonDays: input.horizon_days ?? null,
    cancelCutoffMinutes: input.cancel_cutoff_minutes ?? null,
    rescheduleCutoffMinutes: input.reschedule_cutoff_minutes ?? null,
    needsConfirmation: input.needs_confirmation ?? null,
    capacity: input.capacity ?? null,
  };
}

/**
 * Checks rules as they will apply: `effective` (the project's, or a service's over the project's) by the engine's
 * `bookingRulesProblems` (a notice beyond the horizon refused), and the buffers, cut-offs and capacity within
 * their bounds. Only fields the input sets are reported, with their input names.
 */
export function checkRules(effective: ProjectRules, own: ServiceRules): void {
  const limits = BOOKING_RULE_LIMITS;
  const problems = [
    ...bookingRulesProblems(effective),
    wholeNumberProblem('bufferBeforeMinutes', effective.bufferBeforeMinutes, 0, limits.maxBufferMinutes),
    wholeNumberProblem('bufferAfterMinutes', effective.bufferAfterMinutes, 0, limits.maxBufferMinutes),
    wholeNumberProblem('cancelCutoffMinutes', effective.cancelCutoffMinutes, 0, limits.maxNoticeMinutes),
    wholeNumberProblem(
      'rescheduleCutoffMinutes',
      effective.rescheduleCutoffMinutes,
      0,
      limits.maxNoticeMinutes,
    ),
    wholeNumberProblem('capacity', effective.capacity, 1, limits.maxCapacity),
  ].filter((found): found is RuleProblem => found !== null);
  const fields = problemFields(problems);
  const set = new Set(
    Object.entries(own)
      .filter(([, value]) => value !== null)
      .map(([key]) => snakeCase(key)),
  );
  const reported = Object.fromEntries(Object.entries(fields).filter(([field]) => set.has(field)));
  // A project-level problem the input did not touch (an older project notice against a service horizon) is
  // reported on the field the input set that meets it.
  if (Object.keys(fields).length > 0 && Object.keys(reported).length === 0) {
    const [first] = [...set];
    throwIfAny({ [first ?? 'minimum_notice_minutes']: Object.values(fields)[0] });
  }
  throwIfAny(reported);
}
