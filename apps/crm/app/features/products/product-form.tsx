import { useState, type ReactNode } from 'react';
import { useFormik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from '@donut/app-shell/unsaved-changes';
import { type ProductCategoryFieldsFragment, type ProductFieldsFragment } from '@donut/graphql';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@donut/ui';
import {
  CatalogueFormActions,
  type CatalogueFormStatus,
} from '../../shared/catalogue/catalogue-form-actions';
import { TranslationFieldsets } from '../../shared/catalogue/translation-fieldsets';
import { pathErrorsForFormik, pathErrorOf, type ApiPathErrors } from '../../shared/forms/path-errors';
import { saveRefusal } from '../../shared/forms/save-refusal';
import { GalleryEditor } from '../../shared/gallery/gallery-editor';
import { usePaymentRequiredCheck } from '../../shared/payment-required';
import {
  photoUploads,
  productFormFields,
  toProductInput,
  validateProduct,
  type ProductFormValues,
} from './product-form-values';
import { ProductVariantsEditor } from './product-variants-editor';
import type { ProductSave } from './use-product-actions';

export interface ProductFormProps {
  initialValues: ProductFormValues;
  /** The photos the product has (their hashes in order), none for a new one. */
  savedPhotos?: readonly string[];
  /** Decimals of the project's currency. */
  digits: number;
  categories: readonly ProductCategoryFieldsFragment[];
  /** CreateProduct or UpdateProduct: the saved product, or the API's refusal thrown. */
  save: (changes: ProductSave) => Promise<ProductFieldsFragment>;
  onSaved: (product: ProductFieldsFragment) => void;
  onCancel: () => void;
  submitLabel: ReactNode;
}

/**
 * A product's fields, options and variants, checked by the API's own rules (`productSchema` with the currency's
 * decimals) before sending; the API's field errors (`variants[0].stock`) stay under their fields until the form
 * changes. Leaving with changes not saved asks first (modal-update-warning); the plan's limit offers a larger plan.
 */
export function ProductForm({
  initialValues,
  savedPhotos = [],
  digits,
  categories,
  save,
  onSaved,
  onCancel,
  submitLabel,
}: ProductFormProps) {
  const intl = useIntl();
  const [status, setStatus] = useState<CatalogueFormStatus>(null);
  const [apiErrors, setApiErrors] = useState<ApiPathErrors<ProductFormValues> | null>(null);
  const checkPaymentRequired = usePaymentRequiredCheck();

  const formik = useFormik<ProductFormValues>({
    initialValues,
    validate: (values) => pathErrorsForFormik(intl, validateProduct(values, digits)),
    onSubmit: async (values, helpers) => {
      setStatus(null);
      setApiErrors(null);
      try {
        const saved = await save({
          input: toProductInput(values, savedPhotos),
          photoUploads: photoUploads(values),
        });
        helpers.resetForm({ values });
        onSaved(saved);
      } catch (error) {
        const refusal = saveRefusal(error, {
          isHandledElsewhere: checkPaymentRequired,
          formFields: productFormFields(values),
          failedMessage: intl.formatMessage({ id: 'crm.products.form.failed' }),
        });
        if (!refusal) return;
        setApiErrors({ fields: refusal.fields, values });
        setStatus(refusal.status);
      }
    },
  });
  const guard = useUnsavedChangesGuard(formik.dirty && !formik.isSubmitting);
  const { values } = formik;
  const errorOf = pathErrorOf(formik, apiErrors);
  const text = (field: string) => ({
    ...formik.getFieldProps(field),
    onChange: (event: { target: { value: string } }) => formik.setFieldValue(field, event.target.value),
  });

  return (
    <form
      className="donut-form crm-catalogue-form crm-product-form"
      onSubmit={formik.handleSubmit}
      noValidate
    >
      <TextField
        label={<FormattedMessage id="crm.products.field.name" />}
        autoComplete="off"
        {...text('name')}
        error={errorOf('name')}
      />
      <TextAreaField
        label={<FormattedMessage id="crm.products.field.description" />}
        rows={4}
        {...text('description')}
        error={errorOf('description')}
      />
      <SelectField
        label={<FormattedMessage id="crm.products.field.category" />}
        emptyLabel={intl.formatMessage({ id: 'crm.products.no-category' })}
        options={categories.map((category) => ({ value: category.id, label: category.name }))}
        {...text('categoryId')}
        error={errorOf('category_id')}
      />
      <ProductVariantsEditor
        options={values.options}
        variants={values.variants}
        onChange={(options, variants) => void formik.setValues({ ...values, options, variants })}
        onVariantChange={(index, field, value) =>
          void formik.setFieldValue(`variants.${index}.${field}`, value)
        }
        errorOf={errorOf}
      />
      <GalleryEditor
        legend={<FormattedMessage id="crm.products.field.photos" />}
        name="photo_uploads"
        removeTitle={<FormattedMessage id="crm.products.photos.remove-title" />}
        removeText={<FormattedMessage id="crm.products.photos.remove-text" />}
        value={values.photos}
        error={errorOf('photo_uploads') ?? errorOf('photos')}
        onChange={(photos) => formik.setFieldValue('photos', photos)}
      />
      <CheckboxField
        label={<FormattedMessage id="crm.products.field.visible" />}
        {...formik.getFieldProps({ name: 'isVisible', type: 'checkbox' })}
        checked={values.isVisible}
      />
      <TranslationFieldsets
        languages={Object.keys(values.translations)}
        messages={{
          legend: 'crm.products.field.translation',
          name: 'crm.products.field.name',
          description: 'crm.products.field.description',
        }}
        fieldProps={text}
        errorOf={errorOf}
      />
      <CatalogueFormActions
        className="crm-product-form__actions"
        status={status}
        chooseLabel={<FormattedMessage id="crm.products.plan-limit.choose" />}
        cancelLabel={<FormattedMessage id="crm.products.form.cancel" />}
        submitLabel={submitLabel}
        isSubmitting={formik.isSubmitting}
        onCancel={onCancel}
      />
      <UnsavedChangesDialog guard={guard} />
    </form>
  );
}
