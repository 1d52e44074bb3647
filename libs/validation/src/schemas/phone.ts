import { validationMessages } from '../messages';
import { requiredString } from './text';

export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

// People type numbers as "+995 (32) 212-34-56"; only the digits count, E.164 allows up to 15.
const PHONE_CHARACTERS = /^\+?[\d\s()-]+$/;

/** Whether the text is a phone number: an optional leading +, 7-15 digits, spaces, dashes, brackets. */
export function isPhone(value: string): boolean {
  if (!PHONE_CHARACTERS.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

/** A required phone number (spec §5 'Invalid phone format'). Keeps the formatting as typed. */
export const phoneSchema = requiredString.test(
  'phone',
  validationMessages.phone,
  (value) => !value || isPhone(value),
);
