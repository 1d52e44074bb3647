import { validationMessages } from '@donut/validation';
import { invalidInput } from './domain-error';

/** An instant of the filter, or a refusal on that field: a date the owner typed must not be ignored quietly. */
export function filterInstant(value: unknown, field: string): Date | null {
  if (value === null || value === undefined) return null;
  // The scalar passes what it is given through: an object must be refused before it reaches Date.
  const date = typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw invalidInput({ [field]: validationMessages.invalid });
  return date;
}
