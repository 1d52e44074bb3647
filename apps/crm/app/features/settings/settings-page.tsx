import { useFormik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from '@donut/app-shell/unsaved-changes';
import { readApiError } from '@donut/graphql';
import { Button, CheckboxField, FormError, SelectField, TextAreaField, TextField } from '@donut/ui';
import type { CrmProject } from '../../shared/project/load-project';
import { usePaymentRequiredCheck } from '../../shared/payment-required';
import { GalleryEditor } from '../../shared/gallery/gallery-editor';
import { MainImageField } from './main-image-field';
import {
  FIELD_OF_API_ERROR,
  settingsFromProject,
  toSaveProject,
  type SettingsValues,
} from './settings-values';
import { useSaveProject } from './use-save-project';
import { useBusinessReferences } from './use-business-references';
import './settings.css';

type Status = { kind: 'saved' } | { kind: 'failed'; message: string | null } | null;
type PictureErrors = { mainImage?: string; gallery?: string };

/**
 * The project settings of the CRM: name, description, the sections the project shows, its main image and gallery.
 * `project` is the cache's: a save updates it there, and the form starts again from what was saved.
 */
export function SettingsPage({ project }: { project: CrmProject }) {
  const intl = useIntl();
  const [status, setStatus] = useState<Status>(null);
  const [pictureErrors, setPictureErrors] = useState<PictureErrors>({});
  const saveProject = useSaveProject();
  const references = useBusinessReferences();
  // The plan may end while the page is open: the API then refuses the save, and the paywall takes the page.
  const checkPaymentRequired = usePaymentRequiredCheck();

  const formik = useFormik<SettingsValues>({
    initialValues: settingsFromProject(project),
    validate: (values) =>
      values.name.trim() ? {} : { name: intl.formatMessage({ id: 'validation.required' }) },
    onSubmit: async (values, helpers) => {
      setStatus(null);
      setPictureErrors({});
      let next: CrmProject;
      try {
        next = await saveProject(toSaveProject(project, values));
      } catch (error) {
        if (checkPaymentRequired(error)) return;
        const apiError = readApiError(error);
        const shown: Record<string, string> = {};
        const other: string[] = [];
        for (const [field, text] of Object.entries(apiError.fields)) {
          const target = FIELD_OF_API_ERROR[field];
          if (target) shown[target] = text;
          else other.push(text);
        }
        helpers.setErrors({
          name: shown.name,
          description: shown.description,
          currencyId: shown.currencyId,
          languageId: shown.languageId,
          timezone: shown.timezone,
        });
        setPictureErrors({ mainImage: shown.mainImage, gallery: shown.gallery });
        const hasFieldErrors = Object.keys(shown).length > 0;
        setStatus(
          hasFieldErrors && other.length === 0
            ? null
            : { kind: 'failed', message: other[0] ?? (hasFieldErrors ? null : apiError.message) },
        );
        return;
      }
      helpers.resetForm({ values: settingsFromProject(next) });
      setStatus({ kind: 'saved' });
    },
  });
  // Spec §2 modal-update-warning: leaving with changes not saved asks first.
  const guard = useUnsavedChangesGuard(formik.dirty && !formik.isSubmitting);

  return (
    <section aria-labelledby="settings-heading">
      <h1 id="settings-heading">
        <FormattedMessage id="crm.settings.title" />
      </h1>
      <form className="donut-form crm-settings" onSubmit={formik.handleSubmit} noValidate>
        <TextField
          label={<FormattedMessage id="crm.settings.name" />}
          {...formik.getFieldProps('name')}
          error={formik.touched.name || formik.submitCount ? formik.errors.name : undefined}
          required
        />
        <TextAreaField
          label={<FormattedMessage id="crm.settings.description" />}
          rows={4}
          {...formik.getFieldProps('description')}
          error={formik.errors.description}
        />
        <SelectField
          label={<FormattedMessage id="crm.settings.currency" />}
          {...formik.getFieldProps('currencyId')}
          options={references.currencies.options}
          isLoading={references.currencies.isLoading}
          emptyLabel={intl.formatMessage({ id: 'crm.settings.not-chosen' })}
          error={formik.errors.currencyId}
        />
        <SelectField
          label={<FormattedMessage id="crm.settings.language" />}
          {...formik.getFieldProps('languageId')}
          options={references.languages.options}
          isLoading={references.languages.isLoading}
          emptyLabel={intl.formatMessage({ id: 'crm.settings.not-chosen' })}
          error={formik.errors.languageId}
        />
        <SelectField
          label={<FormattedMessage id="crm.settings.timezone" />}
          {...formik.getFieldProps('timezone')}
          options={references.timezones.options}
          isLoading={references.timezones.isLoading}
          emptyLabel={intl.formatMessage({ id: 'crm.settings.not-chosen' })}
          error={formik.errors.timezone}
        />
        <fieldset>
          <legend>
            <FormattedMessage id="crm.settings.sections" />
          </legend>
          <CheckboxField
            label={<FormattedMessage id="crm.settings.products" />}
            name="products"
            checked={formik.values.products}
            onChange={formik.handleChange}
          />
          <CheckboxField
            label={<FormattedMessage id="crm.settings.services" />}
            name="services"
            checked={formik.values.services}
            onChange={formik.handleChange}
          />
        </fieldset>
        <MainImageField
          currentUrl={project.image_main?.url ?? null}
          value={formik.values.mainImage}
          error={pictureErrors.mainImage}
          onChange={(value) => formik.setFieldValue('mainImage', value)}
        />
        <GalleryEditor
          legend={<FormattedMessage id="crm.settings.gallery.legend" />}
          name="image_gallery_uploads"
          removeTitle={<FormattedMessage id="crm.settings.gallery.remove-title" />}
          removeText={<FormattedMessage id="crm.settings.gallery.remove-text" />}
          value={formik.values.gallery}
          error={pictureErrors.gallery}
          onChange={(value) => formik.setFieldValue('gallery', value)}
        />
        {status?.kind === 'failed' ? (
          <FormError>{status.message ?? <FormattedMessage id="crm.settings.failed" />}</FormError>
        ) : null}
        <Button type="submit" variant="primary" isLoading={formik.isSubmitting}>
          <FormattedMessage id="crm.settings.save" />
        </Button>
        <p role="status">{status?.kind === 'saved' ? <FormattedMessage id="crm.settings.saved" /> : null}</p>
      </form>
      <UnsavedChangesDialog guard={guard} />
    </section>
  );
}
