import type { FormikProps } from 'formik';
import { visibleError } from '../../forms/schema-form';

export interface TextFieldOptions {
  /**
   * False: leaving the field does not mark it touched, so its error shows from the first submit on. For a
   * form with links under it: an error appearing on blur pushes them down under a pressed pointer (issue 13).
   */
  touchOnBlur?: boolean;
}

/** The props of a `TextField` for one Formik field. */
export function textFieldProps<V>(
  formik: FormikProps<V>,
  name: keyof V & string,
  { touchOnBlur = true }: TextFieldOptions = {},
) {
  const { value, onChange, onBlur } = formik.getFieldProps(name);
  return {
    name,
    value: String(value ?? ''),
    onChange,
    onBlur: touchOnBlur ? onBlur : undefined,
    error: visibleError(formik, name),
  };
}

/** The props of a `CheckboxField` for one boolean Formik field. */
export function checkboxFieldProps<V>(formik: FormikProps<V>, name: keyof V & string) {
  const { checked, onChange, onBlur } = formik.getFieldProps({ name, type: 'checkbox' });
  return { name, checked: Boolean(checked), onChange, onBlur, error: visibleError(formik, name) };
}
