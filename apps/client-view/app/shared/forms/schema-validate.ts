import { useCallback } from 'react';
import type { FormikErrors } from 'formik';
import { useIntl } from 'react-intl';
import { validateWith } from '@donut/validation';

type Schema = Parameters<typeof validateWith>[0];

/**
 * Formik's `validate` for a schema the API checks too (`@donut/validation`): each field's first error in the
 * page's language, so the client reads it under the field before anything is sent.
 */
export function useSchemaValidate<Values>(schema: Schema) {
  const intl = useIntl();
  return useCallback(
    (values: Values): FormikErrors<Values> => {
      const result = validateWith(schema, values);
      if (result.ok) return {};
      const texts = Object.entries(result.errors).map(([field, error]) => [
        field,
        intl.formatMessage(error, error.values),
      ]);
      return Object.fromEntries(texts) as FormikErrors<Values>;
    },
    [intl, schema],
  );
}

/** The values as the schema casts them (trimmed), for sending; null when they do not pass. */
export function castWith<Values>(schema: Schema, values: Values): Values | null {
  const result = validateWith(schema, values);
  return result.ok ? (result.value as Values) : null;
}
