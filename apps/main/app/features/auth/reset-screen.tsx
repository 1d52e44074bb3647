import { useFormik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toastShown, useAppDispatch } from '@donut/store';
import { CheckboxField, TextField } from '@donut/ui';
import {
  PASSWORD_MIN_LENGTH,
  passwordResetSchema,
  validationMessages,
  withValues,
  type MessageDescriptor,
} from '@donut/validation';
import { applyApiError } from './api-error';
import { AuthForm } from './auth-form';
import { AuthScreenLink } from './auth-screen-link';
import { checkboxFieldProps, textFieldProps } from './formik-field';
import { useAuthCalls } from './use-auth-calls';
import { schemaErrors, useFormatErrors } from '../../forms/schema-form';

interface NewPasswordValues {
  password: string;
  password_repeat: string;
  /** Also disconnect Telegram sign-in: whoever linked it keeps a way in a new password does not close. */
  unlink_telegram: boolean;
}

const FIELDS = ['password', 'password_repeat'] as const;

function newPasswordErrors(token: string, values: NewPasswordValues): Record<string, MessageDescriptor> {
  // The token is the API's to judge (TOKEN_INVALID says what to do next); only the password is the visitor's.
  const { password } = schemaErrors(passwordResetSchema, { token, password: values.password });
  const errors: Record<string, MessageDescriptor> = password ? { password } : {};
  // Empty is "required", not "must match": the message should name the first thing to fix.
  if (!values.password_repeat) errors.password_repeat = validationMessages.required;
  else if (values.password_repeat !== values.password) {
    errors.password_repeat = withValues(validationMessages.fieldsMustMatch, { fields: 'password' });
  }
  return errors;
}

export interface ResetScreenProps {
  /** From the mailed link (`reset_password`). */
  token: string;
  /** The password is saved; the host shows the login screen. */
  onSaved: () => void;
}

/** The new password from a mailed reset link. */
export function ResetScreen({ token, onSaved }: ResetScreenProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const authCalls = useAuthCalls();
  const formatErrors = useFormatErrors();
  // A used or expired link cannot be fixed on this form: the way on is a new link.
  const [isTokenInvalid, setIsTokenInvalid] = useState(false);
  const formik = useFormik<NewPasswordValues>({
    initialValues: { password: '', password_repeat: '', unlink_telegram: false },
    validate: (values) => formatErrors(newPasswordErrors(token, values)),
    onSubmit: async (values, helpers) => {
      helpers.setStatus(null);
      setIsTokenInvalid(false);
      const result = await authCalls.resetPassword(token, values.password, values.unlink_telegram);
      if (result.ok) {
        dispatch(toastShown({ message: { id: 'main.auth.reset.saved' }, type: 'success' }));
        onSaved();
        return;
      }
      applyApiError(
        result.error,
        FIELDS,
        intl.formatMessage({ id: 'main.notifications.unknown-error' }),
        helpers,
      );
      setIsTokenInvalid(result.error.code === 'TOKEN_INVALID');
    },
  });
  const formError = formik.status as string | null;

  return (
    <AuthForm
      onSubmit={formik.handleSubmit}
      submitLabel={<FormattedMessage id="main.auth.reset.submit" />}
      isSubmitting={formik.isSubmitting}
      formError={
        formError && isTokenInvalid ? (
          <>
            <p>{formError}</p>
            <AuthScreenLink screen="remind">
              <FormattedMessage id="main.auth.reset.request-link" />
            </AuthScreenLink>
          </>
        ) : (
          formError
        )
      }
    >
      <TextField
        {...textFieldProps(formik, 'password')}
        type="password"
        autoComplete="new-password"
        required
        label={<FormattedMessage id="main.auth.reset.password" />}
        hint={<FormattedMessage id="main.auth.form.password-hint" values={{ length: PASSWORD_MIN_LENGTH }} />}
      />
      <TextField
        {...textFieldProps(formik, 'password_repeat')}
        type="password"
        autoComplete="new-password"
        required
        label={<FormattedMessage id="main.auth.reset.password-repeat" />}
      />
      {/* The page cannot know whether Telegram is connected (nobody is signed in here): offered always. */}
      <CheckboxField
        {...checkboxFieldProps(formik, 'unlink_telegram')}
        label={<FormattedMessage id="main.auth.reset.unlink-telegram" />}
      />
    </AuthForm>
  );
}
