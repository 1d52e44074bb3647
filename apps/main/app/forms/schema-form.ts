import { useCallback } from 'react';
import { getIn, type FormikErrors, type FormikProps } from 'formik';
import { useIntl } from 'react-intl';
import { validateWith, type MessageDescriptor } from '@donut/validation';

/**
 * Formik with the shared yup schemas of `@donut/validation`, for every form of the app: the schemas
 * give message descriptors, Formik keeps strings, so the texts are formatted here in the page's language.
 */
type Schema = Parameters<typeof validateWith>[0];

/** The first error of each field as message descriptors; empty when the values pass. */
export function schemaErrors(schema: Schema, values: unknown): Record<string, MessageDescriptor> {
  const result = validateWith(schema, values);
  return result.ok ? {} : result.errors;
}

/** The values as the schema casts them (trimmed, unknown keys dropped), for sending; null when they do not pass. */
export function castValues<T>(schema: Schema, values: T): T | null {
  const result = validateWith(schema, values);
  return result.ok ? (result.value as T) : null;
}

/** Descriptors to texts in the page's locale; API field texts (already translated) fit the same slot. */
export function useFormatErrors() {
  const intl = useIntl();
  return useCallback(
    (errors: Record<string, MessageDescriptor>): Record<string, string> =>
      Object.fromEntries(
        Object.entries(errors).map(([field, descriptor]) => [
          field,
          intl.formatMessage(descriptor, descriptor.values),
        ]),
      ),
    [intl],
  );
}

/** Formik's `validate` for one shared schema. */
export function useSchemaValidate<Values>(schema: Schema) {
  const formatErrors = useFormatErrors();
  return useCallback(
    (values: Values): FormikErrors<Values> =>
      formatErrors(schemaErrors(schema, values)) as FormikErrors<Values>,
    [formatErrors, schema],
  );
}

/** A field's error once it was left or the form submitted: an empty form does not open in red. */
export function visibleError<Values>(
  form: FormikProps<Values>,
  field: keyof Values & string,
): string | undefined {
  const error: unknown = getIn(form.errors, field);
  return getIn(form.touched, field) && typeof error === 'string' ? error : undefined;
}
