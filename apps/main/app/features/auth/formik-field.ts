import type { FormikProps } from 'formik';

// The error shows once the field was left or the form submitted: nobody is scolded while typing.
function shownError<V>(formik: FormikProps<V>, name: keyof V & string): string | undefined {
  return formik.touched[name] ? (formik.errors[name] as string | undefined) : undefined;
}

/** The props of a `TextField` for one Formik field. */
export function textFieldProps<V>(formik: FormikProps<V>, name: keyof V & string) {
  const { value, onChange, onBlur } = formik.getFieldProps(name);
  return { name, value: String(value ?? ''), onChange, onBlur, error: shownError(formik, name) };
}

/** The props of a `CheckboxField` for one boolean Formik field. */
export function checkboxFieldProps<V>(formik: FormikProps<V>, name: keyof V & string) {
  const { checked, onChange, onBlur } = formik.getFieldProps({ name, type: 'checkbox' });
  return { name, checked: Boolean(checked), onChange, onBlur, error: shownError(formik, name) };
}
