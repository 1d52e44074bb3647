import { readApiError } from '@donut/graphql';
import { useState } from 'react';
import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { toastShown, useAppDispatch } from '@donut/store';
import { Button, FormError, TextField } from '@donut/ui';
import { profileSchema } from '@donut/validation';
import { AvatarField } from './avatar-field';
import { basicInfoValues, profileChanges, type BasicInfoValues } from './basic-info-values';
import type { ProfileClient } from './profile-client';
import { ReferenceFields } from './reference-fields';
import { ReportDirty } from './report-dirty';
import { useSaveProfile } from './use-save-profile';
import { useSchemaValidate, visibleError } from '../../forms/schema-form';

export interface BasicInfoSectionProps {
  client: ProfileClient;
  /** Whether the form holds unsaved changes, for the page's unsaved-changes guard. */
  onDirtyChange?: (isDirty: boolean) => void;
}

const FORM_FIELDS = new Set<string>([
  'name',
  'surname',
  'phone',
  'country_id',
  'language_id',
  'timezone',
  'avatar',
]);

/** Photo, name, surname, phone, country, language and time zone, saved with UpdateClientProfile. */
export function BasicInfoSection({ client, onDirtyChange }: BasicInfoSectionProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const saveProfile = useSaveProfile();
  const validate = useSchemaValidate<BasicInfoValues>(profileSchema);
  const [formError, setFormError] = useState<string | null>(null);

  async function handleSubmit(values: BasicInfoValues, helpers: FormikHelpers<BasicInfoValues>) {
    setFormError(null);
    try {
      const saved = await saveProfile(profileChanges(values), values.avatar);
      // The saved values become the new starting point: the chosen file is uploaded, trimmed text shows trimmed.
      helpers.resetForm({ values: basicInfoValues(saved) });
      dispatch(toastShown({ message: { id: 'main.profile.basic.saved' }, type: 'success' }));
    } catch (error) {
      const { fields, message } = readApiError(error);
      const own = Object.entries(fields).filter(([field]) => FORM_FIELDS.has(field));
      helpers.setErrors(Object.fromEntries(own));
      // The alert says what went wrong as a whole; a field the form does not show gets its text here too.
      const other = Object.entries(fields)
        .filter(([field]) => !FORM_FIELDS.has(field))
        .map(([, text]) => text);
      const fallback = intl.formatMessage({
        id: values.avatar ? 'main.profile.error.upload' : 'main.profile.error.unknown',
      });
      setFormError([message ?? fallback, ...other].join(' '));
    }
  }

  // A new choice answers the API's complaint about the previous file, so that complaint goes.
  function handleAvatarChange(
    form: FormikProps<BasicInfoValues>,
    avatar: Pick<BasicInfoValues, 'avatar' | 'image_deleted'>,
  ) {
    form.setValues({ ...form.values, ...avatar }, false);
    form.setFieldError('avatar', undefined);
  }

  return (
    <section className="profile-section" aria-labelledby="profile-basic-heading">
      <h2 id="profile-basic-heading">
        <FormattedMessage id="main.profile.basic.title" />
      </h2>
      <Formik initialValues={basicInfoValues(client)} validate={validate} onSubmit={handleSubmit}>
        {(form) => (
          <Form className="profile-form" noValidate>
            <ReportDirty isDirty={form.dirty} onChange={onDirtyChange} />
            <AvatarField
              currentUrl={client.avatar?.url ?? null}
              file={form.values.avatar}
              isDeleted={form.values.image_deleted}
              error={typeof form.errors.avatar === 'string' ? form.errors.avatar : undefined}
              onFileChange={(file) => handleAvatarChange(form, { avatar: file, image_deleted: false })}
              onDelete={() =>
                handleAvatarChange(form, { avatar: null, image_deleted: Boolean(client.avatar) })
              }
            />
            <TextField
              label={intl.formatMessage({ id: 'main.profile.basic.name' })}
              {...form.getFieldProps<string>('name')}
              autoComplete="given-name"
              error={visibleError(form, 'name')}
            />
            <TextField
              label={intl.formatMessage({ id: 'main.profile.basic.surname' })}
              {...form.getFieldProps<string>('surname')}
              autoComplete="family-name"
              error={visibleError(form, 'surname')}
            />
            <TextField
              label={intl.formatMessage({ id: 'main.profile.basic.phone' })}
              {...form.getFieldProps<string>('phone')}
              type="tel"
              autoComplete="tel"
              error={visibleError(form, 'phone')}
            />
            <ReferenceFields />
            <FormError>{formError}</FormError>
            <Button type="submit" isLoading={form.isSubmitting}>
              <FormattedMessage id="main.profile.basic.save" />
            </Button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
