import { useFormik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiError } from '@donut/graphql';
import { Button, FormError, TextAreaField } from '@donut/ui';
import { customerNoteSchema, validateWith } from '@donut/validation';
import { usePaymentRequiredCheck } from '../../shared/payment-required';

export interface CustomerNoteFormProps {
  addNote: (text: string) => Promise<unknown>;
}

/** A note for the timeline, checked by the API's own rule (`customerNoteSchema`); the field empties once it is added. */
export function CustomerNoteForm({ addNote }: CustomerNoteFormProps) {
  const intl = useIntl();
  const [formError, setFormError] = useState<string | null>(null);
  const checkPaymentRequired = usePaymentRequiredCheck();
  const formik = useFormik({
    initialValues: { text: '' },
    validateOnBlur: false,
    validate: (values) => {
      const result = validateWith(customerNoteSchema, values);
      if (result.ok) return {};
      const descriptor = result.errors.text ?? result.errors[''];
      return descriptor ? { text: intl.formatMessage(descriptor, descriptor.values) } : {};
    },
    onSubmit: async (values, helpers) => {
      setFormError(null);
      try {
        await addNote(values.text.trim());
        helpers.resetForm();
      } catch (error) {
        if (checkPaymentRequired(error)) return;
        const apiError = readApiError(error);
        if (apiError.fields.text) helpers.setErrors({ text: apiError.fields.text });
        else setFormError(apiError.message ?? intl.formatMessage({ id: 'crm.customers.failed' }));
      }
    },
  });

  return (
    <form className="crm-note-form" onSubmit={formik.handleSubmit} noValidate>
      <TextAreaField
        label={<FormattedMessage id="crm.customers.note.label" />}
        rows={3}
        {...formik.getFieldProps('text')}
        error={formik.submitCount > 0 ? formik.errors.text : undefined}
      />
      <FormError>{formError}</FormError>
      <Button type="submit" variant="secondary" isLoading={formik.isSubmitting}>
        <FormattedMessage id="crm.customers.note.add" />
      </Button>
    </form>
  );
}
