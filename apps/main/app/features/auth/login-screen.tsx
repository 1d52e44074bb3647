import { FormattedMessage } from 'react-intl';
import { TextField } from '@donut/ui';
import { loginSchema } from '@donut/validation';
import { AuthForm } from './auth-form';
import { AuthScreenLink } from './auth-screen-link';
import { textFieldProps } from './formik-field';
import { useAuthCalls } from './use-auth-calls';
import { useAuthForm } from './use-auth-form';

interface LoginValues {
  email: string;
  password: string;
}

const FIELDS = ['email', 'password'] as const;

/**
 * Checked on submit, not on blur: pressing "Forgot your password?" blurs the e-mail field, and an error
 * shown then would push the link from under the pointer, so the click would miss it (issue 13).
 */
const ON_SUBMIT = { touchOnBlur: false };

export interface LoginScreenProps {
  /** The session is in the store; the host leaves for the cabinet. */
  onSignedIn: () => void;
}

export function LoginScreen({ onSignedIn }: LoginScreenProps) {
  const authCalls = useAuthCalls();
  const formik = useAuthForm<LoginValues, unknown>({
    schema: loginSchema,
    initialValues: { email: '', password: '' },
    fields: FIELDS,
    call: (input) => authCalls.login(input),
    onSuccess: () => onSignedIn(),
  });

  return (
    <AuthForm
      onSubmit={formik.handleSubmit}
      submitLabel={<FormattedMessage id="main.auth.login.submit" />}
      isSubmitting={formik.isSubmitting}
      formError={formik.status as string | null}
      footer={
        <>
          <AuthScreenLink screen="remind">
            <FormattedMessage id="main.auth.login.forgot-password" />
          </AuthScreenLink>
          <p>
            <FormattedMessage
              id="main.auth.login.register"
              values={{ link: (chunks) => <AuthScreenLink screen="register">{chunks}</AuthScreenLink> }}
            />
          </p>
        </>
      }
    >
      <TextField
        {...textFieldProps(formik, 'email', ON_SUBMIT)}
        type="email"
        autoComplete="email"
        required
        label={<FormattedMessage id="main.auth.form.email" />}
      />
      <TextField
        {...textFieldProps(formik, 'password', ON_SUBMIT)}
        type="password"
        autoComplete="current-password"
        required
        label={<FormattedMessage id="main.auth.form.password" />}
      />
    </AuthForm>
  );
}
