import { useState, type ReactNode } from 'react';
import { useFormik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from '@donut/app-shell/unsaved-changes';
import {
  readApiError,
  splitFieldErrors,
  type CustomerFieldsFragment,
  type CustomerInput,
} from '@donut/graphql';
import { LOCALE_NATIVE_NAMES, SUPPORTED_LOCALES } from '@donut/i18n';
import { Button, FormError, SelectField, TextField } from '@donut/ui';
import { usePaymentRequiredCheck } from '../../shared/payment-required';
import {
  CUSTOMER_FORM_FIELDS,
  toCustomerInput,
  validateCustomer,
  type CustomerFormField,
  type CustomerFormValues,
} from './customer-form-values';
import { TagsField } from './tags-field';

export interface CustomerFormProps {
  initialValues: CustomerFormValues;
  /** CreateCustomer or UpdateCustomer: the saved customer, or the API's refusal thrown. */
  save: (input: CustomerInput) => Promise<CustomerFieldsFragment>;
  onSaved: (customer: CustomerFieldsFragment) => void;
  onCancel: () => void;
  submitLabel: ReactNode;
  /** The project's tags, offered while typing one. */
  tagSuggestions?: readonly string[];
}

/** An API field error stays under its field while the field holds the value it was given for. */
type ApiFieldErrors = Partial<Record<CustomerFormField, { text: string; value: unknown }>>;

const FORM = 'form';

/**
 * The customer's own fields, for a new customer and an edit alike, checked by the API's own rules
 * (`customerSchema`) before sending. A phone or e-mail another customer has comes back from the API under its field.
 * Leaving the page with changes not saved asks first (modal-update-warning).
 */
export function CustomerForm({
  initialValues,
  save,
  onSaved,
  onCancel,
  submitLabel,
  tagSuggestions,
}: CustomerFormProps) {
  const intl = useIntl();
  const [apiErrors, setApiErrors] = useState<ApiFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const checkPaymentRequired = usePaymentRequiredCheck();

  const formik = useFormik<CustomerFormValues>({
    initialValues,
    validate: (values) =>
      Object.fromEntries(
        Object.entries(validateCustomer(values)).map(([field, descriptor]) => [
          field || FORM,
          intl.formatMessage(descriptor, descriptor.values),
        ]),
      ),
    onSubmit: async (values, helpers) => {
      setFormError(null);
      setApiErrors({});
      try {
        const saved = await save(toCustomerInput(values));
        helpers.resetForm({ values });
        onSaved(saved);
      } catch (error) {
        if (checkPaymentRequired(error)) return;
        const { fields, formError: rest } = splitFieldErrors(
          readApiError(error),
          CUSTOMER_FORM_FIELDS,
          intl.formatMessage({ id: 'crm.customers.failed' }),
        );
        setApiErrors(
          Object.fromEntries(
            Object.entries(fields).map(([field, text]) => [
              field,
              { text, value: values[field as CustomerFormField] },
            ]),
          ),
        );
        setFormError(rest);
      }
    },
  });
  const guard = useUnsavedChangesGuard(formik.dirty && !formik.isSubmitting);
  const { values, errors, touched, submitCount } = formik;

  const errorOf = (field: CustomerFormField): string | undefined => {
    const api = apiErrors[field];
    if (api && api.value === values[field]) return api.text;
    const own = (errors as Record<string, string | undefined>)[field];
    return own && (submitCount > 0 || touched[field]) ? own : undefined;
  };
  const contactError = submitCount > 0 ? (errors as Record<string, string | undefined>)[FORM] : undefined;

  return (
    <form className="donut-form crm-customer-form" onSubmit={formik.handleSubmit} noValidate>
      <TextField
        label={<FormattedMessage id="crm.customers.field.name" />}
        autoComplete="off"
        {...formik.getFieldProps('name')}
        error={errorOf('name')}
      />
      <TextField
        label={<FormattedMessage id="crm.customers.field.phone" />}
        type="tel"
        autoComplete="off"
        {...formik.getFieldProps('phone')}
        hint={<FormattedMessage id="crm.customers.field.phone-hint" />}
        error={errorOf('phone')}
      />
      <TextField
        label={<FormattedMessage id="crm.customers.field.email" />}
        type="email"
        autoComplete="off"
        {...formik.getFieldProps('email')}
        error={errorOf('email')}
      />
      <SelectField
        label={<FormattedMessage id="crm.customers.field.language" />}
        emptyLabel={intl.formatMessage({ id: 'crm.customers.field.language-empty' })}
        options={SUPPORTED_LOCALES.map((locale) => ({ value: locale, label: LOCALE_NATIVE_NAMES[locale] }))}
        {...formik.getFieldProps('language')}
        error={errorOf('language')}
      />
      <TextField
        label={<FormattedMessage id="crm.customers.field.discount" />}
        type="number"
        {...formik.getFieldProps('discount_percent')}
        // As typed: Formik would turn a number field's text into a number, and an empty one into ''.
        onChange={(event) => formik.setFieldValue('discount_percent', event.target.value)}
        hint={<FormattedMessage id="crm.customers.field.discount-hint" />}
        error={errorOf('discount_percent')}
      />
      <TagsField
        label={intl.formatMessage({ id: 'crm.customers.field.tags' })}
        tags={values.tags}
        suggestions={tagSuggestions}
        onChange={(tags) => formik.setFieldValue('tags', tags)}
        error={errorOf('tags')}
      />
      <FormError>{contactError ?? formError}</FormError>
      <div className="crm-customer-form__actions">
        <Button variant="secondary" disabled={formik.isSubmitting} onClick={onCancel}>
          <FormattedMessage id="crm.customers.form.cancel" />
        </Button>
        <Button type="submit" isLoading={formik.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
      <UnsavedChangesDialog guard={guard} />
    </form>
  );
}
