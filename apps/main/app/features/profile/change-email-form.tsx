import { readApiError } from '@donut/graphql';
import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { toastShown, useAppDispatch } from '@donut/store';
import { Button, FormError, TextField } from '@donut/ui';
import { emailSchema, formSchema, requiredString, textSchema } from '@donut/validation';
import { ReportDirty } from './report-dirty';
import { useSchemaValidate, visibleError } from '../../forms/schema-form';

export interface ChangeEmailFormProps {
  hasEmail: boolean;
  /** The owner has a password, so the API asks for it (a Telegram-only owner has none to give). */
  hasPassword: boolean;
  onSubmitEmail: (email: string, password: string | null) => Promise<void>;
  /** Whether the form holds unsaved changes, for the page's unsaved-changes guard. */
  onDirtyChange?: (isDirty: boolean) => void;
}

interface ChangeEmailValues {
  email: string;
  password: string;
}

const EMPTY: ChangeEmailValues = { email: '', password: '' };
const withPassword = formSchema({ email: emailSchema, password: requiredString });
const withoutPassword = formSchema({ email: emailSchema, password: textSchema().notRequired() });

/** The address to sign in with from now on: a link goes to it, and it counts once the link is followed. */
export function ChangeEmailForm({
  hasEmail,
  hasPassword,
  onSubmitEmail,
  onDirtyChange,
}: ChangeEmailFormProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const validate = useSchemaValidate<ChangeEmailValues>(hasPassword ? withPassword : withoutPassword);
  const [formError, setFormError] = useState<string | null>(null);

  async function handleSubmit(values: ChangeEmailValues, helpers: FormikHelpers<ChangeEmailValues>) {
    setFormError(null);
    try {
      await onSubmitEmail(values.email, hasPassword ? values.password : null);
      helpers.resetForm({ values: EMPTY });
      dispatch(toastShown({ message: { id: 'main.profile.login.email-sent' }, type: 'success' }));
    } catch (error) {
      const { code, fields, message } = readApiError(error);
      if (code === 'WRONG_PASSWORD') {
        helpers.setFieldError('password', intl.formatMessage({ id: 'main.profile.password.wrong' }));
        return;
      }
      helpers.setErrors(fields);
      setFormError(message ?? intl.formatMessage({ id: 'main.profile.error.unknown' }));
    }
  }

  return (
    <Formik
      key={hasPassword ? 'password' : 'no-password'}
      initialValues={EMPTY}
      validate={validate}
      onSubmit={handleSubmit}
    >
      {(form) => (
        <Form className="profile-form" noValidate aria-labelledby="profile-email-form-heading">
          <ReportDirty isDirty={form.dirty} onChange={onDirtyChange} />
          <h3 id="profile-email-form-heading" className="profile-subheading">
            <FormattedMessage
              id={hasEmail ? 'main.profile.login.change-title' : 'main.profile.login.add-title'}
            />
          </h3>
          <TextField
            label={intl.formatMessage({ id: 'main.profile.login.new-email' })}
            {...form.getFieldProps<string>('email')}
            type="email"
            autoComplete="email"
            hint={intl.formatMessage({ id: 'main.profile.login.new-email-hint' })}
            error={visibleError(form, 'email')}
          />
          {hasPassword ? (
            <TextField
              label={intl.formatMessage({ id: 'main.profile.login.password' })}
              {...form.getFieldProps<string>('password')}
              type="password"
              autoComplete="current-password"
              error={visibleError(form, 'password')}
            />
          ) : null}
          <FormError>{formError}</FormError>
          <Button type="submit" isLoading={form.isSubmitting}>
            <FormattedMessage id="main.profile.login.send-link" />
          </Button>
        </Form>
      )}
    </Formik>
  );
}
