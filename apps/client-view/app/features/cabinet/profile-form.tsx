import { useState } from 'react';
import { useFormik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
// Its own entry: the library's index is in the chunk every page loads (ADR 0031).
import { useMainButton } from '@donut/app-shell/main-button';
import { UpdateCustomerProfileDocument } from '@donut/graphql';
import { LOCALE_NATIVE_NAMES, SUPPORTED_LOCALES } from '@donut/i18n';
import { Button, FormError, SelectField, TextField } from '@donut/ui';
import { customerProfileSchema } from '@donut/validation';
import { castWith, useSchemaValidate } from '../../shared/forms/schema-validate';
import type { CabinetProfile } from './cabinet-data';
import { CabinetCallError, runInBrowser } from './load-cabinet-in-browser';

export interface ProfileValues {
  name: string;
  phone: string;
  language: string;
}

const FIELDS = ['name', 'phone', 'language'];

export const profileValues = (profile: CabinetProfile): ProfileValues => ({
  name: profile.name ?? '',
  phone: profile.phone ?? '',
  language: profile.language,
});

const LANGUAGE_OPTIONS = SUPPORTED_LOCALES.map((locale) => ({
  value: locale,
  label: LOCALE_NATIVE_NAMES[locale],
}));

export interface ProfileFormProps {
  profile: CabinetProfile;
  onSaved: (profile: CabinetProfile) => void;
}

/**
 * The client's name, phone and language (of the business's messages), checked by the API's own rule
 * (`customerProfileSchema`). Inside Telegram, the Mini App's main button saves it, in place of the page's button.
 */
export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const intl = useIntl();
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const form = useFormik({
    initialValues: profileValues(profile),
    enableReinitialize: true,
    validate: useSchemaValidate<ProfileValues>(customerProfileSchema),
    onSubmit: async (values, helpers) => {
      setFormError(null);
      setIsSaved(false);
      const cast = castWith(customerProfileSchema, values) ?? values;
      try {
        const saved = await runInBrowser(UpdateCustomerProfileDocument, {
          input: { name: cast.name || null, phone: cast.phone || null, language: cast.language },
        });
        helpers.resetForm({ values: profileValues(saved.update_customer_profile) });
        setIsSaved(true);
        onSaved(saved.update_customer_profile);
      } catch (error) {
        const fields = error instanceof CabinetCallError ? error.fields : {};
        const own = Object.fromEntries(Object.entries(fields).filter(([field]) => FIELDS.includes(field)));
        helpers.setErrors(own);
        if (Object.keys(own).length === 0)
          setFormError(
            (error instanceof CabinetCallError && error.code !== null && error.message) ||
              intl.formatMessage({ id: 'cv.cabinet.profile.failed' }),
          );
      }
    },
  });
  const saveText = intl.formatMessage({ id: 'cv.cabinet.profile.save' });
  const isInTelegram = useMainButton({
    text: saveText,
    onClick: () => void form.submitForm(),
    isEnabled: form.dirty,
    isProgress: form.isSubmitting,
  });
  const errorOf = (field: keyof ProfileValues) =>
    form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined;

  return (
    <form className="cv-profile-form" onSubmit={form.handleSubmit} noValidate>
      <TextField
        label={intl.formatMessage({ id: 'cv.cabinet.profile.name' })}
        autoComplete="name"
        {...form.getFieldProps('name')}
        error={errorOf('name')}
      />
      <TextField
        label={intl.formatMessage({ id: 'cv.cabinet.profile.phone' })}
        type="tel"
        autoComplete="tel"
        {...form.getFieldProps('phone')}
        error={errorOf('phone')}
      />
      <SelectField
        label={intl.formatMessage({ id: 'cv.cabinet.profile.language' })}
        emptyLabel={intl.formatMessage({ id: 'cv.cabinet.profile.language-choose' })}
        options={LANGUAGE_OPTIONS}
        {...form.getFieldProps('language')}
        error={errorOf('language')}
      />
      <FormError>{formError}</FormError>
      <p className="cv-cabinet__status" role="status">
        {isSaved && !form.dirty ? <FormattedMessage id="cv.cabinet.profile.saved" /> : null}
      </p>
      {isInTelegram ? null : (
        <Button type="submit" isLoading={form.isSubmitting}>
          {saveText}
        </Button>
      )}
    </form>
  );
}
