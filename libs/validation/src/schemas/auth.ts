import { boolean } from 'yup';
import { validationMessages, withValues } from '../messages';
import { acceptedTermsSchema } from './account';
import { emailSchema } from './email';
import { formSchema } from './form';
import { PASSWORD_MAX_LENGTH, passwordSchema } from './password';
import { textSchema } from './text';

/** Sign-in takes any stored password (no policy check: it may predate the policy), but bounded. */
const currentPassword = textSchema()
  .required(validationMessages.required)
  .max(PASSWORD_MAX_LENGTH, withValues(validationMessages.passwordTooLong, { length: PASSWORD_MAX_LENGTH }));

/** Registration: e-mail, a password under the policy, the accepted terms (spec §5). */
export const registrationSchema = formSchema({
  email: emailSchema,
  password: passwordSchema,
  terms_accepted: acceptedTermsSchema,
});

export const loginSchema = formSchema({ email: emailSchema, password: currentPassword });

export const passwordReminderSchema = formSchema({ email: emailSchema });

/** New password from the mailed link, and whether to disconnect Telegram sign-in too. */
export const passwordResetSchema = formSchema({
  token: textSchema().required(validationMessages.required).max(200, validationMessages.invalid),
  password: passwordSchema,
  unlink_telegram: boolean().typeError(validationMessages.invalid).notRequired(),
});

export const mailedTokenSchema = formSchema({
  token: textSchema().required(validationMessages.required).max(200, validationMessages.invalid),
});
