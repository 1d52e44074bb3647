import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import { CheckboxField, TextField } from '@donut/ui';
import { PASSWORD_MIN_LENGTH, registrationSchema } from '@donut/validation';
import { AuthForm } from './auth-form';
import { AuthScreenLink } from './auth-screen-link';
import { checkboxFieldProps, textFieldProps } from './formik-field';
import { useAuthCalls } from './use-auth-calls';
import { useAuthForm } from './use-auth-form';

interface RegistrationValues {
  email: string;
  password: string;
  terms_accepted: boolean;
}

const FIELDS = ['email', 'password', 'terms_accepted'] as const;

export interface RegisterScreenProps {
  locale: Locale;
  /** The new owner is signed in; the host leaves for the cabinet. */
  onSignedIn: () => void;
}

// A new tab: leaving for the terms must not throw away what the visitor has typed.
const documentLink = (href: string) => (chunks: ReactNode[]) => (
  <a href={href} target="_blank" rel="noopener">
    {chunks}
  </a>
);

export function RegisterScreen({ locale, onSignedIn }: RegisterScreenProps) {
  const authCalls = useAuthCalls();
  const formik = useAuthForm<RegistrationValues, unknown>({
    schema: registrationSchema,
    initialValues: { email: '', password: '', terms_accepted: false },
    fields: FIELDS,
    call: (input) => authCalls.register(input),
    onSuccess: () => onSignedIn(),
  });

  return (
    <AuthForm
      onSubmit={formik.handleSubmit}
      submitLabel={<FormattedMessage id="main.auth.register.submit" />}
      isSubmitting={formik.isSubmitting}
      formError={formik.status as string | null}
      footer={
        <p>
          <FormattedMessage
            id="main.auth.register.login"
            values={{ link: (chunks) => <AuthScreenLink screen="login">{chunks}</AuthScreenLink> }}
          />
        </p>
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
        autoComplete="new-password"
        required
        label={<FormattedMessage id="main.auth.form.password" />}
        hint={<FormattedMessage id="main.auth.form.password-hint" values={{ length: PASSWORD_MIN_LENGTH }} />}
      />
      <CheckboxField
        {...checkboxFieldProps(formik, 'terms_accepted')}
        required
        label={
          <FormattedMessage
            id="main.auth.register.terms"
            values={{
              agreement: documentLink(routeHref('main', 'legal', { document: 'user-agreement' }, { locale })),
              privacy: documentLink(routeHref('main', 'legal', { document: 'privacy-policy' }, { locale })),
            }}
          />
        }
      />
    </AuthForm>
  );
}
