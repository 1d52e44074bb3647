import { validationMessages, withValues } from '../messages';
import { isCommonPassword } from './common-passwords';
import { textSchema } from './text';

export const PASSWORD_MIN_LENGTH = 8;
// Long enough for any passphrase or manager-generated password, short enough to bound hashing cost.
export const PASSWORD_MAX_LENGTH = 128;

/**
 * A new password: 8 to 128 characters and not one of the commonest passwords (any case).
 * Not trimmed: spaces are part of a password.
 */
export const passwordSchema = textSchema()
  .required(validationMessages.required)
  .min(PASSWORD_MIN_LENGTH, withValues(validationMessages.passwordTooShort, { length: PASSWORD_MIN_LENGTH }))
  .max(PASSWORD_MAX_LENGTH, withValues(validationMessages.passwordTooLong, { length: PASSWORD_MAX_LENGTH }))
  .test('not-common', validationMessages.passwordTooCommon, (value) => !value || !isCommonPassword(value));
