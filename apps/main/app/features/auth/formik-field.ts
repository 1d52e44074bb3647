import type { FormikProps } from 'formik';
import { visibleError } from '../../forms/schema-form';

/** The props of a `TextField` for one Formik field. */
export function textFieldProps<V>(formik: FormikProps<V>, name: keyof V & string) {
  const { value, onChange, onBlur } = formik.getFieldProps(name);
  return { name, value: String(value ?? ''), onChange, onBlur, error: visibleError(formik, name) };
}

/** The props of a `CheckboxField` for one boolean Formik field. */
export function checkboxFieldProps<V>(formik: FormikProps<V>, name: keyof V & string) {
  const { checked, onChange, onBlur } = formik.getFieldProps({ name, type: 'checkbox' });
  return { name, checked: Boolean(checked), onChange, onBlur, error: visibleError(formik, name) };
}
