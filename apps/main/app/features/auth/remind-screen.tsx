import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toastShown, useAppDispatch } from '@donut/store';
import { TextField } from '@donut/ui';
import { passwordReminderSchema } from '@donut/validation';
import { applyApiError } from './api-error';
import { AuthForm } from './auth-form';
import { AuthScreenLink } from './auth-screen-link';
import { castValues, schemaErrors, useFormatErrors } from './form-validation';
import { textFieldProps } from './formik-field';
import { useAuthCalls } from './use-auth-calls';

interface ReminderValues {
  email: string;
}

const FIELDS = ['email'] as const;

/** The password reminder: an e-mail, then the "letter sent" state of spec §8. */
export function RemindScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const authCalls = useAuthCalls();
  const formatErrors = useFormatErrors();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const formik = useFormik<ReminderValues>({
    initialValues: { email: '' },
    validate: (values) => formatErrors(schemaErrors(passwordReminderSchema, values)),
    onSubmit: async (values, helpers) => {
      const input = castValues(passwordReminderSchema, values);
      if (!input) return;
      helpers.setStatus(null);
      const result = await authCalls.remindPassword(input.email);
      if (!result.ok) {
        applyApiError(result.error, FIELDS, intl.formatMessage({ id: 'main.notifications.unknown-error' }), helpers);
        return;
      }
      setSentTo(input.email);
      dispatch(toastShown({ message: { id: 'main.auth.remind.sent-toast' }, type: 'success' }));
    },
  });

  // The form, and the focused button with it, gives way to the notice: focus follows, or it falls out of the dialog.
  useEffect(() => {
    if (sentTo !== null) sentRef.current?.focus({ preventScroll: true });
  }, [sentTo]);

  const backLink = (
    <AuthScreenLink screen="login">
      <FormattedMessage id="main.auth.remind.back" />
    </AuthScreenLink>
  );

  if (sentTo !== null) {
    // The API answers the same whether or not the account exists, and so does this text:
    // the form must not tell a stranger which addresses are registered.
    return (
      <div ref={sentRef} className="auth-form" role="status" tabIndex={-1}>
        <p>
          <FormattedMessage id="main.auth.remind.sent" values={{ email: <strong>{sentTo}</strong> }} />
        </p>
        <div className="auth-form__footer">{backLink}</div>
      </div>
    );
  }

  return (
    <AuthForm
      onSubmit={formik.handleSubmit}
      submitLabel={<FormattedMessage id="main.auth.remind.submit" />}
      isSubmitting={formik.isSubmitting}
      formError={formik.status as string | null}
      footer={backLink}
    >
      <p>
        <FormattedMessage id="main.auth.remind.intro" />
      </p>
      <TextField
        {...textFieldProps(formik, 'email')}
        type="email"
        autoComplete="email"
        required
        label={<FormattedMessage id="main.auth.form.email" />}
      />
    </AuthForm>
  );
}
