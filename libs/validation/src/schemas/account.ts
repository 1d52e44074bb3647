import { boolean } from 'yup';
import { validationMessages, withValues } from '../messages';
import { formSchema } from './form';
import { passwordSchema } from './password';
import { textSchema } from './text';

/**
 * The ChangeClientPassword mutation (spec §5): the new password under the password policy, its
 * repeat matching it, the old password only when the user has one (absent otherwise), and whether
 * to disconnect Telegram sign-in too.
 */
export const changePasswordSchema = formSchema({
  old_password: textSchema().notRequired(),
  /** Also disconnect the messenger sign-ins (Telegram) linked to the account. */
  unlink_telegram: boolean().typeError(validationMessages.invalid).notRequired(),
  new_password: passwordSchema,
  new_password_repeat: textSchema()
    .required(validationMessages.required)
    // Empty is left to `required`, so an empty repeat reads "required", not "must match".
    .test(
      'fields-must-match',
      withValues(validationMessages.fieldsMustMatch, { fields: 'password' }),
      function (value) {
        return !value || value === this.parent.new_password;
      },
    ),
});

/**
 * The DeleteClient mutation: the current password is required (spec §5). No policy check, since
 * a password set before the policy must still work.
 */
export const deleteAccountSchema = formSchema({
  password: textSchema().required(validationMessages.required),
});

/** The terms checkbox of registration and subscription (spec §5): must be ticked. */
export const acceptedTermsSchema = boolean()
  .typeError(validationMessages.termsNotAccepted)
  .required(validationMessages.termsNotAccepted)
  .oneOf([true], validationMessages.termsNotAccepted);
