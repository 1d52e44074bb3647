import { useFormik } from 'formik';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { readApiError } from '@donut/graphql';
import { Button, FormError, TextAreaField } from '@donut/ui';
import { validateWith, type formSchema } from '@donut/validation';
import { usePaymentRequiredCheck } from '../payment-required';

export interface NoteFormProps {
  addNote: (text: string) => Promise<unknown>;
  /** The API's own rule for the note's `text`. */
  schema: ReturnType<typeof formSchema>;
  label: ReactNode;
  submitLabel: ReactNode;
  /** The message id shown when the API refuses for another reason than the text. */
  failedMessageId: string;
}

/** A note for a card's history, checked by the API's own rule; the field empties once it is added. */
export function NoteForm({ addNote, schema, label, submitLabel, failedMessageId }: NoteFormProps) {
  const intl = useIntl();
  const [formError, setFormError] = useState<string | null>(null);
  const checkPaymentRequired = usePaymentRequiredCheck();
  const formik = useFormik({
    initialValues: { text: '' },
    validateOnBlur: false,
    validate: (values) => {
      const result = validateWith(schema, values);
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
        else setFormError(apiError.message ?? intl.formatMessage({ id: failedMessageId }));
      }
    },
  });

  return (
    <form className="crm-note-form" onSubmit={formik.handleSubmit} noValidate>
      <TextAreaField
        label={label}
        rows={3}
        {...formik.getFieldProps('text')}
        error={formik.submitCount > 0 ? formik.errors.text : undefined}
      />
      <FormError>{formError}</FormError>
      <Button type="submit" variant="secondary" isLoading={formik.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
