import { string } from 'yup';
import { validationMessages } from '../messages';

/**
 * A string schema whose type error is one of our descriptors: yup's default is an English
 * sentence, which the UI could not translate. Numbers still cast to text, objects do not.
 */
export function text() {
  return string().typeError(validationMessages.invalid);
}

/** Non-empty text after trimming: whitespace alone does not fill a field. */
export const requiredString = text().trim(validationMessages.required).required(validationMessages.required);
