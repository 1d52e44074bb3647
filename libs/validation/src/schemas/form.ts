import { object, type ObjectShape } from 'yup';
import { validationMessages } from '../messages';

/**
 * An object schema for a form or mutation input. A non-object or null input fails with our
 * `invalid` descriptor instead of yup's English sentence; a missing input is checked as `{}`,
 * so each required field reports itself.
 */
export function formSchema<S extends ObjectShape>(shape: S) {
  return object(shape).typeError(validationMessages.invalid).nonNullable(validationMessages.invalid);
}
