import { useCallback } from 'react';
import { getIn, type FormikErrors, type FormikProps } from 'formik';
import { useIntl } from 'react-intl';
import type { AnySchema } from 'yup';
import { validateWith } from '@donut/validation';

/** A field's error once the owner has left it or submitted: an empty form does not open in red. */
export function visibleError<Values>(form: FormikProps<Values>, field: keyof Values & string): string | undefined {
  const error: unknown = getIn(form.errors, field);
  return getIn(form.touched, field) && typeof error === 'string' ? error : undefined;
}

/**
 * Formik's `validate` for a shared schema. Its messages are descriptors with values; Formik keeps
 * strings, so they are formatted here, in the page language.
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
