import { string } from 'yup';
import { validationMessages } from '../messages';

/**
 * A string schema whose type error is one of our descriptors: yup's default is an English
 * sentence, which the UI could not translate. Numbers still cast to text, objects do not.
 */
export function textSchema() {
  return string().typeError(validationMessages.invalid);
}

/** Non-empty text after trimming: whitespace alone does not fill a field. */
export const requiredString = textSchema()
  .trim(validationMessages.required)
  .required(validationMessages.required);
