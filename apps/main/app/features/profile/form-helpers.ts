import { getIn, type FormikProps } from 'formik';

/**
 * A field's error once the owner has left the field or submitted: errors of fields not yet visited stay
 * hidden, so an empty form does not open in red.
 */
export function visibleError<Values>(form: FormikProps<Values>, field: keyof Values & string): string | undefined {
  const error: unknown = getIn(form.errors, field);
  return getIn(form.touched, field) && typeof error === 'string' ? error : undefined;
}
