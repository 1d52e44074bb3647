import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { toastShown, useAppDispatch } from '@donut/store';
import { TextField } from '@donut/ui';
import { passwordReminderSchema } from '@donut/validation';
import { AuthForm } from './auth-form';
import { AuthScreenLink } from './auth-screen-link';
import { textFieldProps } from './formik-field';
import { useAuthCalls } from './use-auth-calls';
import { useAuthForm } from './use-auth-form';

interface ReminderValues {
  email: string;
}

const FIELDS = ['email'] as const;

/** The password reminder: an e-mail, then the "letter sent" state of spec §8. */
export function RemindScreen() {
  const dispatch = useAppDispatch();
  const authCalls = useAuthCalls();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const formik = useAuthForm<ReminderValues, unknown>({
    schema: passwordReminderSchema,
    initialValues: { email: '' },
    fields: FIELDS,
    call: (input) => authCalls.remindPassword(input.email),
    onSuccess: (input) => {
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
