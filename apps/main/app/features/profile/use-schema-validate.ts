import { useCallback } from 'react';
import type { FormikErrors } from 'formik';
import { useIntl } from 'react-intl';
import type { AnySchema } from 'yup';
import { validateWith } from '@donut/validation';

/**
 * Formik's `validate` for one of the shared schemas. The schemas' messages are descriptors with values;
 * Formik keeps strings, so they are formatted here, in the page language.
 */
export function useSchemaValidate<Values>(schema: AnySchema) {
  const intl = useIntl();
  return useCallback(
    (values: Values): FormikErrors<Values> => {
      const result = validateWith(schema, values);
      if (result.ok) return {};
      const errors: Record<string, string> = {};
      for (const [field, descriptor] of Object.entries(result.errors)) errors[field] = intl.formatMessage(descriptor, descriptor.values);
      return errors as FormikErrors<Values>;
    },
    [intl, schema],
  );
}
