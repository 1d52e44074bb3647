import { validationMessages, type MessageValues } from '@donut/validation';

/** A broken rule: the form field it belongs to and the id of its message in the validation catalogs. */
export interface RuleProblem {
  /** A path in the validated object, as forms name fields: `days[0].breaks[1]`, `daysOn`. */
  field: string;
  messageId: string;
  values?: MessageValues;
}

export const messageIds = {
  workingHoursOverlap: validationMessages.workingHoursOverlap.id,
  breaksOverlap: validationMessages.breaksOverlap.id,
  startDateAfterEndDate: validationMessages.startDateAfterEndDate.id,
  noticeBeyondHorizon: validationMessages.noticeBeyondHorizon.id,
  timeFormat: validationMessages.timeFormat.id,
  workingHoursRequired: validationMessages.workingHoursRequired.id,
  workStartBeforeEnd: validationMessages.workStartBeforeEnd.id,
  workingDayTooShort: validationMessages.workingDayTooShort.id,
  breakStartBeforeEnd: validationMessages.breakStartBeforeEnd.id,
  breakTooShort: validationMessages.breakTooShort.id,
  breakOutsideHours: validationMessages.breakOutsideHours.id,
  breakAtWorkStart: validationMessages.breakAtWorkStart.id,
  invalid: validationMessages.invalid.id,
  unique: validationMessages.unique.id,
  integer: validationMessages.integer.id,
  numberMin: validationMessages.numberMin.id,
  numberMax: validationMessages.numberMax.id,
} as const;

export function problem(field: string, messageId: string, values?: MessageValues): RuleProblem {
  return values ? { field, messageId, values } : { field, messageId };
}

/** A whole number within bounds, or the problem with it (`numberMin`/`numberMax` carry the bound). */
export function wholeNumberProblem(
  field: string,
  value: number,
  min: number,
  max?: number,
): RuleProblem | null {
  if (!Number.isInteger(value)) return problem(field, messageIds.integer);
  if (value < min) return problem(field, messageIds.numberMin, { min });
  if (max !== undefined && value > max) return problem(field, messageIds.numberMax, { max });
  return null;
}
