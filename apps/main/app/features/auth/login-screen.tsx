import { useFormik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '@donut/ui';
import { loginSchema } from '@donut/validation';
import { applyApiError } from './api-error';
import { AuthForm } from './auth-form';
import { AuthScreenLink } from './auth-screen-link';
import { castValues, schemaErrors, useFormatErrors } from './form-validation';
import { textFieldProps } from './formik-field';
import { useAuthCalls } from './use-auth-calls';

interface LoginValues {
  email: string;
  password: string;
}

const FIELDS = ['email', 'password'] as const;

export interface LoginScreenProps {
  /** The session is in the store; the host leaves for the cabinet. */
  onSignedIn: () => void;
}

export function LoginScreen({ onSignedIn }: LoginScreenProps) {
  const intl = useIntl();
  const authCalls = useAuthCalls();
  const formatErrors = useFormatErrors();
  const formik = useFormik<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: (values) => formatErrors(schemaErrors(loginSchema, values)),
    onSubmit: async (values, helpers) => {
      const input = castValues(loginSchema, values);
      if (!input) return;
      helpers.setStatus(null);
      const result = await authCalls.login(input);
      if (result.ok) onSignedIn();
      else applyApiError(result.error, FIELDS, intl.formatMessage({ id: 'main.notifications.unknown-error' }), helpers);
    },
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
        {...textFieldProps(formik, 'email')}
        type="email"
        autoComplete="email"
        required
        label={<FormattedMessage id="main.auth.form.email" />}
      />
      <TextField
        {...textFieldProps(formik, 'password')}
        type="password"
        autoComplete="current-password"
        required
        label={<FormattedMessage id="main.auth.form.password" />}
      />
    </AuthForm>
  );
}
