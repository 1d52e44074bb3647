import { useFormik, type FormikValues } from 'formik';
import { useIntl } from 'react-intl';
import type { Schema } from 'yup';
import type { AuthCallResult } from '@donut/app-shell';
import { applyApiError } from './api-error';
import { castValues, useSchemaValidate } from '../../forms/schema-form';

export interface AuthFormOptions<V extends FormikValues, T> {
  schema: Schema;
  initialValues: V;
  /** The form's fields: API field errors for them go under the fields, the rest above the form. */
  fields: readonly string[];
  call: (values: V) => Promise<AuthCallResult<T>>;
  onSuccess: (values: V, data: T) => void;
}

/**
 * The shape every auth screen shares: the shared yup schema checks the fields in the page's
 * language, the cast values go to the API, and the API's errors land where the user looks.
 */
export function useAuthForm<V extends FormikValues, T>({
  schema,
  initialValues,
  fields,
  call,
  onSuccess,
}: AuthFormOptions<V, T>) {
  const intl = useIntl();
  const validate = useSchemaValidate<V>(schema);
  return useFormik<V>({
    initialValues,
    validate,
    onSubmit: async (values, helpers) => {
      const input = castValues(schema, values);
      if (!input) return;
      helpers.setStatus(null);
      const result = await call(input);
      if (result.ok) onSuccess(input, result.data);
      else
        applyApiError(
          result.error,
          fields,
          intl.formatMessage({ id: 'main.notifications.unknown-error' }),
          helpers,
        );
    },
  });
}
