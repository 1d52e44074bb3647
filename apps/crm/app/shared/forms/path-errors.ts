import type { FormikErrors } from 'formik';
import type { IntlShape } from 'react-intl';
import type { MessageDescriptor } from '@donut/validation';

/** Formik nests its errors by the values' shape, which paths like `variants[0].price` do not follow: one key holds them. */
const INPUT_ERRORS = '__input';

/** The API's errors by field, kept with the values that were sent (they stand until the form changes). */
export interface ApiPathErrors<Values> {
  fields: Record<string, string>;
  values: Values;
}

/**
 * A Formik `validate` result from the shared rules' errors by input path (`validateWith`), formatted for the reader.
 *
 * @example
 * validate: (values) => pathErrorsForFormik(intl, validateProduct(values, digits)),
 */
export function pathErrorsForFormik<Values>(
  intl: IntlShape,
  errors: Record<string, MessageDescriptor>,
): FormikErrors<Values> {
  if (!Object.keys(errors).length) return {};
  const byPath = Object.fromEntries(
    Object.entries(errors).map(([path, descriptor]) => [
      path,
      intl.formatMessage(descriptor, descriptor.values),
    ]),
  );
  return { [INPUT_ERRORS]: byPath } as unknown as FormikErrors<Values>;
}

/**
 * The error to show under the field at `path`: the API's while the form holds what was sent, else the form's own
 * (`pathErrorsForFormik`) once it was submitted.
 */
export function pathErrorOf<Values>(
  formik: { errors: FormikErrors<Values>; values: Values; submitCount: number },
  apiErrors: ApiPathErrors<Values> | null,
): (path: string) => string | undefined {
  const own = (formik.errors as Record<string, Record<string, string> | undefined>)[INPUT_ERRORS] ?? {};
  return (path) => {
    if (apiErrors && apiErrors.values === formik.values && apiErrors.fields[path])
      return apiErrors.fields[path];
    return formik.submitCount > 0 ? own[path] : undefined;
  };
}
