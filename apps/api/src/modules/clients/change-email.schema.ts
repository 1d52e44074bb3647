import {
  emailSchema,
  formSchema,
  PASSWORD_MAX_LENGTH,
  textSchema,
  validationMessages,
  withValues,
} from '@donut/validation';

/**
 * change_client_email: the new address under the spec's e-mail rule (§5) and the current password,
 * which the service requires only when the owner has one (a Telegram-only owner has none to give).
 */
export const changeEmailSchema = formSchema({
  email: emailSchema,
  password: textSchema()
    .max(PASSWORD_MAX_LENGTH, withValues(validationMessages.passwordTooLong, { length: PASSWORD_MAX_LENGTH }))
    .notRequired(),
});
