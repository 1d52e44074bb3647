import { useFormik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { links } from '@donut/app-shell';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from '@donut/app-shell/unsaved-changes';
import { useQuery } from '@apollo/client/react';
import { GetSitePreviewLinkDocument, readApiError, type SiteSettingsFieldsFragment } from '@donut/graphql';
import { LOCALE_NATIVE_NAMES } from '@donut/i18n';
import { Button, CheckboxField, FormError, SelectField, TextAreaField, TextField } from '@donut/ui';
import {
  SITE_ADDRESSES_MAX,
  SITE_LANGUAGES,
  SITE_PHONES_MAX,
  type MessageDescriptor,
} from '@donut/validation';
import type { CrmProject } from '../../shared/project/load-project';
import { usePaymentRequiredCheck } from '../../shared/payment-required';
import { AddressFields } from './address-fields';
import {
  emptyAddress,
  siteFormValues,
  siteUploads,
  toSiteInput,
  validateSite,
  type SiteFormValues,
} from './site-values';
import { SitePictureField } from './site-picture-field';
import { useSiteSettings } from './use-site-settings';
import './site.css';

/** The preview link lives an hour: a page left open gets a fresh one well before. */
const PREVIEW_LINK_RENEWAL_MS = 30 * 60_000;

type Status = { kind: 'saved' } | { kind: 'failed'; message: string | null } | null;

const SOCIAL_FIELDS = [
  { name: 'telegram', label: 'Telegram' },
  { name: 'whatsapp', label: 'WhatsApp' },
  { name: 'instagram', label: 'Instagram' },
  { name: 'facebook', label: 'Facebook' },
  { name: 'vk', label: 'VK' },
] as const;

/** The CRM's Site area: loading and error states around the form. */
export function SitePage({ project }: { project: CrmProject }) {
  const site = useSiteSettings(project.id);
  return (
    <section aria-labelledby="site-heading" className="crm-site">
      <h1 id="site-heading">
        <FormattedMessage id="crm.site.title" />
      </h1>
      <p>
        <a
          href={links().route('client-view', 'home', {}, { project: project.domain })}
          target="_blank"
          rel="noopener"
        >
          <FormattedMessage id="crm.site.preview" />
        </a>
      </p>
      {site.settings && !site.settings.is_published ? (
        <>
          <p className="crm-site-draft">
            <FormattedMessage id="crm.site.draft-note" />
          </p>
          <DraftPreviewLink projectId={project.id} />
        </>
      ) : null}
      {site.isLoading ? (
        <p role="status">
          <FormattedMessage id="crm.site.loading" />
        </p>
      ) : site.hasError || !site.settings ? (
        <div role="alert">
          <p>
            <FormattedMessage id="crm.site.load-failed" />
          </p>
          <Button type="button" variant="secondary" onClick={site.retry}>
            <FormattedMessage id="crm.site.retry" />
          </Button>
        </div>
      ) : (
        <SiteForm settings={site.settings} save={site.save} />
      )}
    </section>
  );
}

/** The saved draft on the site's own address, through a signed link valid for an hour (renewed while open). */
function DraftPreviewLink({ projectId }: { projectId: string }) {
  const { data } = useQuery(GetSitePreviewLinkDocument, {
    variables: { project_id: projectId },
    fetchPolicy: 'network-only',
    pollInterval: PREVIEW_LINK_RENEWAL_MS,
  });
  const url = data?.site_preview_link.url;
  if (!url) return null;
  return (
    <p>
      <a href={url} target="_blank" rel="noopener">
        <FormattedMessage id="crm.site.preview-draft" />
      </a>
    </p>
  );
}

interface SiteFormProps {
  settings: SiteSettingsFieldsFragment;
  save: ReturnType<typeof useSiteSettings>['save'];
}

/** Everything the site shows, saved at once; leaving with changes not saved asks first (modal-update-warning). */
export function SiteForm({ settings, save }: SiteFormProps) {
  const intl = useIntl();
  const [status, setStatus] = useState<Status>(null);
  const [apiErrors, setApiErrors] = useState<Record<string, string>>({});
  const checkPaymentRequired = usePaymentRequiredCheck();
  const translate = (errors: Record<string, MessageDescriptor>) =>
    Object.fromEntries(
      Object.entries(errors).map(([path, descriptor]) => [
        path,
        intl.formatMessage(descriptor, descriptor.values),
      ]),
    );

  const formik = useFormik<SiteFormValues>({
    initialValues: siteFormValues(settings),
    validateOnChange: false,
    validateOnBlur: false,
    validate: (values) => {
      const errors = translate(validateSite(values));
      setApiErrors(errors);
      // Formik only needs to know that something is wrong; the fields read the errors by the input's paths.
      return Object.keys(errors).length ? { is_published: 'invalid' } : {};
    },
    onSubmit: async (values, helpers) => {
      setStatus(null);
      setApiErrors({});
      try {
        const saved = await save(toSiteInput(values), siteUploads(values));
        helpers.resetForm({ values: siteFormValues(saved) });
        setStatus({ kind: 'saved' });
      } catch (error) {
        if (checkPaymentRequired(error)) return;
        const apiError = readApiError(error);
        setApiErrors(apiError.fields);
        setStatus(Object.keys(apiError.fields).length ? null : { kind: 'failed', message: apiError.message });
      }
    },
  });
  const guard = useUnsavedChangesGuard(formik.dirty && !formik.isSubmitting);
  const { values, setFieldValue } = formik;
  const errorAt = (path: string) => apiErrors[path];
  const textErrorAt = (language: string, field: string) =>
    errorAt(`texts[${values.languages.indexOf(language as never)}].${field}`);
  const hasErrors = Object.keys(apiErrors).length > 0;

  return (
    <form className="donut-form crm-site-form" onSubmit={formik.handleSubmit} noValidate>
      <CheckboxField
        label={<FormattedMessage id="crm.site.published" />}
        name="is_published"
        checked={values.is_published}
        onChange={formik.handleChange}
      />
      <SitePictureField
        kind="logo"
        currentUrl={settings.logo?.url ?? null}
        value={values.logo}
        error={errorAt('logo')}
        onChange={(value) => setFieldValue('logo', value)}
      />
      <SitePictureField
        kind="cover"
        currentUrl={settings.cover?.url ?? null}
        value={values.cover}
        error={errorAt('cover')}
        onChange={(value) => setFieldValue('cover', value)}
      />
      <div className="crm-site-colour">
        <TextField
          label={<FormattedMessage id="crm.site.brand-color" />}
          name="brand_color"
          value={values.brand_color}
          onChange={formik.handleChange}
          hint={
            <FormattedMessage
              id="crm.site.brand-color-hint"
              values={{ code: (chunks) => <code>{chunks}</code> }}
            />
          }
          error={errorAt('brand_color')}
        />
        <input
          type="color"
          aria-label={intl.formatMessage({ id: 'crm.site.brand-color-pick' })}
          value={/^#[\da-f]{6}$/i.test(values.brand_color) ? values.brand_color : '#000000'}
          onChange={(event) => setFieldValue('brand_color', event.target.value)}
        />
      </div>
      <fieldset>
        <legend>
          <FormattedMessage id="crm.site.languages" />
        </legend>
        {SITE_LANGUAGES.map((language) => (
          <CheckboxField
            key={language}
            label={<span lang={language}>{LOCALE_NATIVE_NAMES[language]}</span>}
            name={`languages.${language}`}
            checked={values.languages.includes(language)}
            onChange={(event) =>
              setFieldValue(
                'languages',
                SITE_LANGUAGES.filter((item) =>
                  item === language ? event.target.checked : values.languages.includes(item),
                ),
              )
            }
          />
        ))}
        {errorAt('languages') ? <FormError>{errorAt('languages')}</FormError> : null}
      </fieldset>
      <SelectField
        label={<FormattedMessage id="crm.site.default-language" />}
        name="default_language"
        value={values.default_language}
        options={values.languages.map((language) => ({
          value: language,
          label: LOCALE_NATIVE_NAMES[language],
        }))}
        emptyLabel={intl.formatMessage({ id: 'crm.site.default-language-empty' })}
        onChange={formik.handleChange}
        error={errorAt('default_language')}
      />
      {values.languages.map((language) => (
        <fieldset key={language} lang={language}>
          <legend>
            <FormattedMessage id="crm.site.texts" values={{ language: LOCALE_NATIVE_NAMES[language] }} />
          </legend>
          <TextField
            label={<FormattedMessage id="crm.site.headline" />}
            {...formik.getFieldProps(`texts.${language}.headline`)}
            error={textErrorAt(language, 'headline')}
          />
          <TextAreaField
            label={<FormattedMessage id="crm.site.about" />}
            rows={4}
            {...formik.getFieldProps(`texts.${language}.about`)}
            error={textErrorAt(language, 'about')}
          />
        </fieldset>
      ))}
      <fieldset>
        <legend>
          <FormattedMessage id="crm.site.contacts" />
        </legend>
        {values.contacts.phones.map((phone, index) => (
          <div key={index} className="crm-site-phone" role="group">
            <TextField
              label={<FormattedMessage id="crm.site.phone" values={{ position: index + 1 }} />}
              type="tel"
              {...formik.getFieldProps(`contacts.phones.${index}.number`)}
              error={errorAt(`contacts.phones[${index}].number`)}
              required
            />
            <TextField
              label={<FormattedMessage id="crm.site.phone-label" values={{ position: index + 1 }} />}
              {...formik.getFieldProps(`contacts.phones.${index}.label`)}
              error={errorAt(`contacts.phones[${index}].label`)}
            />
            <Button
              type="button"
              variant="secondary"
              onClick={() =>
                setFieldValue(
                  'contacts.phones',
                  values.contacts.phones.filter((_, position) => position !== index),
                )
              }
            >
              <FormattedMessage id="crm.site.phone-remove" values={{ position: index + 1 }} />
            </Button>
          </div>
        ))}
        {values.contacts.phones.length < SITE_PHONES_MAX ? (
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              setFieldValue('contacts.phones', [...values.contacts.phones, { label: '', number: '' }])
            }
          >
            <FormattedMessage id="crm.site.phone-add" />
          </Button>
        ) : null}
        <TextField
          label={<FormattedMessage id="crm.site.email" />}
          type="email"
          {...formik.getFieldProps('contacts.email')}
          error={errorAt('contacts.email')}
        />
        {SOCIAL_FIELDS.map((field) => (
          <TextField
            key={field.name}
            // Brand names, the same in every language.
            label={
              <span lang="en" translate="no">
                {field.label}
              </span>
            }
            {...formik.getFieldProps(`contacts.${field.name}`)}
            hint={<FormattedMessage id="crm.site.social-hint" />}
            error={errorAt(`contacts.${field.name}`)}
          />
        ))}
        <TextField
          label={<FormattedMessage id="crm.site.website" />}
          type="url"
          {...formik.getFieldProps('contacts.website')}
          error={errorAt('contacts.website')}
        />
      </fieldset>
      <h2>
        <FormattedMessage id="crm.site.addresses" />
      </h2>
      {values.addresses.map((address, index) => (
        <AddressFields
          key={address.id ?? `new-${index}`}
          index={index}
          value={address}
          errorAt={errorAt}
          onChange={(next) => setFieldValue(`addresses.${index}`, next)}
          onRemove={() =>
            setFieldValue(
              'addresses',
              values.addresses.filter((_, position) => position !== index),
            )
          }
        />
      ))}
      {values.addresses.length < SITE_ADDRESSES_MAX ? (
        <Button
          type="button"
          variant="secondary"
          onClick={() => setFieldValue('addresses', [...values.addresses, emptyAddress()])}
        >
          <FormattedMessage id="crm.site.address.add" />
        </Button>
      ) : null}
      {status?.kind === 'failed' ? (
        <FormError>{status.message ?? <FormattedMessage id="crm.site.failed" />}</FormError>
      ) : null}
      {hasErrors ? (
        <FormError>
          <FormattedMessage id="crm.site.check-fields" />
        </FormError>
      ) : null}
      <Button type="submit" variant="primary" isLoading={formik.isSubmitting}>
        <FormattedMessage id="crm.site.save" />
      </Button>
      <p role="status">{status?.kind === 'saved' ? <FormattedMessage id="crm.site.saved" /> : null}</p>
      <UnsavedChangesDialog guard={guard} />
    </form>
  );
}
