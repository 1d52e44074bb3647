import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChangeClientPasswordDocument, readApiError } from '@donut/graphql';
import { toastShown, useAppDispatch } from '@donut/store';
import { Button, CheckboxField, FormError, TextField } from '@donut/ui';
import { changePasswordSchema, PASSWORD_MIN_LENGTH, textSchema, validationMessages } from '@donut/validation';
import { ReportDirty } from './report-dirty';
import { useSchemaValidate, visibleError } from '../../forms/schema-form';

export interface PasswordSectionProps {
  clientId: string;
  /** Spec §4: the owner has no password yet (signed up through Telegram), so there is no old one to ask. */
  needSetPassword: boolean;
  /**
   * Telegram sign-in is connected and could be disconnected with the new password (the owner has an
   * e-mail to sign in with afterwards): the form offers it, as whoever linked it keeps a way in otherwise.
   */
  offerTelegramUnlink?: boolean;
  /** Whether the form holds unsaved changes, for the page's unsaved-changes guard. */
  onDirtyChange?: (isDirty: boolean) => void;
}

interface PasswordValues {
  old_password: string;
  new_password: string;
  new_password_repeat: string;
  unlink_telegram: boolean;
}

const EMPTY: PasswordValues = {
  old_password: '',
  new_password: '',
  new_password_repeat: '',
  unlink_telegram: false,
};
// The shared schema leaves the old password optional for the "set" case; when it is asked for, it is required.
const changeSchema = changePasswordSchema.shape({
  old_password: textSchema().required(validationMessages.required),
});

/** "Set password" without an old password, or "Change password" with it (ChangeClientPassword). */
export function PasswordSection({
  clientId,
  needSetPassword,
  offerTelegramUnlink = false,
  onDirtyChange,
}: PasswordSectionProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const validate = useSchemaValidate<PasswordValues>(needSetPassword ? changePasswordSchema : changeSchema);
  const [formError, setFormError] = useState<string | null>(null);
  const [changePassword] = useMutation(ChangeClientPasswordDocument, {
    // Once set, the owner has a password: the section turns into "change password" without a refetch,
    // and Telegram shows as disconnected when that was asked for.
    update: (cache, _, { variables }) =>
      cache.modify({
        id: cache.identify({ __typename: 'Client', id: clientId }),
        fields: {
          need_set_password: () => false,
          is_telegram_connected: (connected: boolean) => (variables?.unlink_telegram ? false : connected),
        },
      }),
  });
  const mode = needSetPassword ? 'set' : 'change';

  async function handleSubmit(values: PasswordValues, helpers: FormikHelpers<PasswordValues>) {
    setFormError(null);
    try {
      await changePassword({
        variables: {
          new_password: values.new_password,
          new_password_repeat: values.new_password_repeat,
          old_password: needSetPassword ? null : values.old_password,
          ...(offerTelegramUnlink ? { unlink_telegram: values.unlink_telegram } : {}),
        },
      });
      helpers.resetForm({ values: EMPTY });
      dispatch(toastShown({ message: { id: 'main.profile.password.saved' }, type: 'success' }));
    } catch (error) {
      const { code, fields, message } = readApiError(error);
      if (code === 'WRONG_PASSWORD') {
        helpers.setFieldError('old_password', intl.formatMessage({ id: 'main.profile.password.wrong' }));
        return;
      }
      helpers.setErrors(fields);
      setFormError(message ?? intl.formatMessage({ id: 'main.profile.error.unknown' }));
    }
  }

  return (
    <section className="profile-section" aria-labelledby="profile-password-heading">
      <h2 id="profile-password-heading">
        <FormattedMessage
          id={needSetPassword ? 'main.profile.password.set-title' : 'main.profile.password.change-title'}
        />
      </h2>
      {needSetPassword ? (
        <p className="profile-section__lead">
          <FormattedMessage id="main.profile.password.set-lead" />
        </p>
      ) : null}
      <Formik key={mode} initialValues={EMPTY} validate={validate} onSubmit={handleSubmit}>
        {(form) => (
          <Form className="profile-form" noValidate>
            <ReportDirty isDirty={form.dirty} onChange={onDirtyChange} />
            {needSetPassword ? null : (
              <TextField
                label={intl.formatMessage({ id: 'main.profile.password.old' })}
                {...form.getFieldProps<string>('old_password')}
                type="password"
                autoComplete="current-password"
                error={visibleError(form, 'old_password')}
              />
            )}
            <TextField
              label={intl.formatMessage({ id: 'main.profile.password.new' })}
              {...form.getFieldProps<string>('new_password')}
              type="password"
              autoComplete="new-password"
              hint={intl.formatMessage(
                { id: 'main.profile.password.rules' },
                { length: PASSWORD_MIN_LENGTH },
              )}
              error={visibleError(form, 'new_password')}
            />
            <TextField
              label={intl.formatMessage({ id: 'main.profile.password.repeat' })}
              {...form.getFieldProps<string>('new_password_repeat')}
              type="password"
              autoComplete="new-password"
              error={visibleError(form, 'new_password_repeat')}
            />
            {offerTelegramUnlink ? (
              <CheckboxField
                label={intl.formatMessage({ id: 'main.profile.password.unlink-telegram' })}
                name="unlink_telegram"
                checked={form.values.unlink_telegram}
                onChange={form.handleChange}
              />
            ) : null}
            <FormError>{formError}</FormError>
            <Button type="submit" isLoading={form.isSubmitting}>
              <FormattedMessage
                id={
                  needSetPassword ? 'main.profile.password.set-submit' : 'main.profile.password.change-submit'
                }
              />
            </Button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
