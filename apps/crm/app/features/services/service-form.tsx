import { useState, type ReactNode } from 'react';
import { getIn, useFormik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from '@donut/app-shell/unsaved-changes';
import { type ServiceCategoryFieldsFragment, type ServiceFieldsFragment } from '@donut/graphql';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@donut/ui';
import {
  CatalogueFormActions,
  type CatalogueFormStatus,
} from '../../shared/catalogue/catalogue-form-actions';
import { TranslationFieldsets } from '../../shared/catalogue/translation-fieldsets';
import { saveRefusal } from '../../shared/forms/save-refusal';
import { GalleryEditor } from '../../shared/gallery/gallery-editor';
import { usePaymentRequiredCheck } from '../../shared/payment-required';
import { ApplicationFormEditor } from './application-form-editor';
import {
  photoUploads,
  SERVICE_FORM_FIELDS,
  toServiceInput,
  validateService,
  type ServiceFormValues,
} from './service-form-values';
import type { ServiceSave } from './use-service-actions';

export interface ServiceFormProps {
  initialValues: ServiceFormValues;
  /** The photos the service has (their hashes in order), none for a new one. */
  savedPhotos?: readonly string[];
  /** Decimals of the project's currency, and its code for the price's hint. */
  digits: number;
  currencyCode: string | null;
  categories: readonly ServiceCategoryFieldsFragment[];
  /** CreateService or UpdateService: the saved service, or the API's refusal thrown. */
  save: (changes: ServiceSave) => Promise<ServiceFieldsFragment>;
  onSaved: (service: ServiceFieldsFragment) => void;
  onCancel: () => void;
  submitLabel: ReactNode;
}

/** An API field error stays under its field while the form holds the values it was given for. */
interface ApiErrors {
  fields: Record<string, string>;
  values: ServiceFormValues;
}

/**
 * A service's fields, for a new service and an edit alike, checked by the API's own rules (`serviceSchema` with the
 * currency's decimals) before sending: the spec §5 texts for amounts, the discount above the price and the length.
 * Leaving the page with changes not saved asks first (modal-update-warning), the application form's included; the
 * plan's limit offers a larger plan.
 */
export function ServiceForm({
  initialValues,
  savedPhotos = [],
  digits,
  currencyCode,
  categories,
  save,
  onSaved,
  onCancel,
  submitLabel,
}: ServiceFormProps) {
  const intl = useIntl();
  const [status, setStatus] = useState<CatalogueFormStatus>(null);
  const [apiErrors, setApiErrors] = useState<ApiErrors | null>(null);
  const checkPaymentRequired = usePaymentRequiredCheck();

  const formik = useFormik<ServiceFormValues>({
    initialValues,
    validate: (values) =>
      Object.fromEntries(
        Object.entries(validateService(values, digits)).map(([field, descriptor]) => [
          field,
          intl.formatMessage(descriptor, descriptor.values),
        ]),
      ),
    onSubmit: async (values, helpers) => {
      setStatus(null);
      setApiErrors(null);
      try {
        const saved = await save({
          input: toServiceInput(values, savedPhotos, initialValues.form),
          photoUploads: photoUploads(values),
        });
        helpers.resetForm({ values });
        onSaved(saved);
      } catch (error) {
        const refusal = saveRefusal(error, {
          isHandledElsewhere: checkPaymentRequired,
          formFields: SERVICE_FORM_FIELDS,
          failedMessage: intl.formatMessage({ id: 'crm.services.form.failed' }),
        });
        if (!refusal) return;
        setApiErrors({ fields: refusal.fields, values });
        setStatus(refusal.status);
      }
    },
  });
  const guard = useUnsavedChangesGuard(formik.dirty && !formik.isSubmitting);
  const { values, errors, submitCount } = formik;
  const own = errors as Record<string, string | undefined>;

  /**
   * The error of an input field: the API's while the form fields it came from hold what was sent, else the form's
   * own once the form was submitted or one of those fields left.
   */
  const errorOf = (inputField: string, formFields: string[]): string | undefined => {
    const api = apiErrors?.fields[inputField];
    const isUnchanged = formFields.every(
      (field) => JSON.stringify(getIn(values, field)) === JSON.stringify(getIn(apiErrors?.values, field)),
    );
    if (api && isUnchanged) return api;
    const mine = own[inputField];
    const isTouched = formFields.some((field) => getIn(formik.touched, field));
    return mine && (submitCount > 0 || isTouched) ? mine : undefined;
  };
  const text = (field: string) => ({
    ...formik.getFieldProps(field),
    // As typed: Formik would make a number of a number field's text.
    onChange: (event: { target: { value: string } }) => formik.setFieldValue(field, event.target.value),
  });
  const check = (field: keyof ServiceFormValues) => formik.getFieldProps({ name: field, type: 'checkbox' });
  const durationError =
    errorOf('duration', ['hours', 'minutes']) ??
    errorOf('duration_hours', ['hours']) ??
    errorOf('duration_minutes', ['minutes']);

  return (
    <form
      className="donut-form crm-catalogue-form crm-service-form"
      onSubmit={formik.handleSubmit}
      noValidate
    >
      <TextField
        label={<FormattedMessage id="crm.services.field.name" />}
        autoComplete="off"
        {...text('name')}
        error={errorOf('name', ['name'])}
      />
      <TextAreaField
        label={<FormattedMessage id="crm.services.field.description" />}
        rows={4}
        {...text('description')}
        error={errorOf('description', ['description'])}
      />
      <SelectField
        label={<FormattedMessage id="crm.services.field.category" />}
        emptyLabel={intl.formatMessage({ id: 'crm.services.no-category' })}
        options={categories.map((category) => ({ value: category.id, label: category.name }))}
        {...text('categoryId')}
        error={errorOf('category_id', ['categoryId'])}
      />
      <fieldset className="crm-catalogue-form__group">
        <legend>
          <FormattedMessage id="crm.services.field.price-legend" />
        </legend>
        <TextField
          label={<FormattedMessage id="crm.services.field.price" />}
          autoComplete="off"
          {...text('price')}
          hint={
            <FormattedMessage
              id="crm.services.field.price-hint"
              values={{ currency: currencyCode ?? '', hasCurrency: currencyCode ? 'yes' : 'no' }}
            />
          }
          error={errorOf('price', ['price'])}
        />
        <CheckboxField
          label={<FormattedMessage id="crm.services.field.price-from" />}
          {...check('priceIsFrom')}
          checked={values.priceIsFrom}
        />
        <TextField
          label={<FormattedMessage id="crm.services.field.discount" />}
          autoComplete="off"
          {...text('discountPrice')}
          hint={<FormattedMessage id="crm.services.field.discount-hint" />}
          error={errorOf('discount_price', ['discountPrice', 'price'])}
        />
      </fieldset>
      <fieldset
        className={
          durationError ? 'crm-catalogue-form__group donut-field--invalid' : 'crm-catalogue-form__group'
        }
      >
        <legend>
          <FormattedMessage id="crm.services.field.duration" />
        </legend>
        <div className="crm-service-form__row">
          <TextField
            label={<FormattedMessage id="crm.services.field.hours" />}
            inputMode="numeric"
            autoComplete="off"
            {...text('hours')}
          />
          <TextField
            label={<FormattedMessage id="crm.services.field.minutes" />}
            inputMode="numeric"
            autoComplete="off"
            {...text('minutes')}
          />
        </div>
        {durationError ? (
          <p className="donut-field__error" role="alert">
            {durationError}
          </p>
        ) : null}
      </fieldset>
      <GalleryEditor
        legend={<FormattedMessage id="crm.services.field.photos" />}
        name="photo_uploads"
        removeTitle={<FormattedMessage id="crm.services.photos.remove-title" />}
        removeText={<FormattedMessage id="crm.services.photos.remove-text" />}
        value={values.photos}
        error={errorOf('photo_uploads', ['photos']) ?? errorOf('photos', ['photos'])}
        onChange={(photos) => formik.setFieldValue('photos', photos)}
      />
      <fieldset className="crm-catalogue-form__group">
        <legend>
          <FormattedMessage id="crm.services.field.where" />
        </legend>
        <CheckboxField
          label={<FormattedMessage id="crm.services.field.visible" />}
          {...check('isVisible')}
          checked={values.isVisible}
        />
        <CheckboxField
          label={<FormattedMessage id="crm.services.field.applications" />}
          {...check('takesApplications')}
          checked={values.takesApplications}
        />
        <CheckboxField
          label={<FormattedMessage id="crm.services.field.bookable" />}
          {...check('bookableOnline')}
          checked={values.bookableOnline}
        />
      </fieldset>
      {values.takesApplications ? (
        <ApplicationFormEditor
          formik={formik}
          languages={Object.keys(values.translations)}
          errorOf={(field) => errorOf(field, [field])}
        />
      ) : null}
      <TranslationFieldsets
        languages={Object.keys(values.translations)}
        messages={{
          legend: 'crm.services.field.translation',
          name: 'crm.services.field.name',
          description: 'crm.services.field.description',
        }}
        fieldProps={text}
        errorOf={(path) => errorOf(path, [path])}
      />
      <CatalogueFormActions
        className="crm-service-form__actions"
        status={status}
        chooseLabel={<FormattedMessage id="crm.services.plan-limit.choose" />}
        cancelLabel={<FormattedMessage id="crm.services.form.cancel" />}
        submitLabel={submitLabel}
        isSubmitting={formik.isSubmitting}
        onCancel={onCancel}
      />
      <UnsavedChangesDialog guard={guard} />
    </form>
  );
}
