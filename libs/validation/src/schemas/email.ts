import { validationMessages, withValues } from '../messages';
import { requiredString } from './text';

/** Longest address SMTP can carry (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

// Something before the @, then a domain of one or more labels ending in a TLD of 2+ letters
// ("mail.ru", "gmail.com", "почта.рф"). Deliberately loose: the confirmation e-mail is the real test.
const EMAIL = /^[^\s@]+@(?:[\p{L}\d](?:[\p{L}\d-]*[\p{L}\d])?\.)+\p{L}{2,}$/u;

/** A required e-mail address with an @ and a mail domain (spec §5). Trims surrounding spaces. */
export const emailSchema = requiredString
  .max(
    EMAIL_MAX_LENGTH,
    withValues(validationMessages.max, { length: EMAIL_MAX_LENGTH, items: 'characters' }),
  )
  .matches(EMAIL, { message: validationMessages.email });
