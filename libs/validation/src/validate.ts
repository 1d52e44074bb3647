import { ValidationError, type AnySchema, type InferType } from 'yup';
import { isMessageDescriptor, validationMessages, type MessageDescriptor } from './messages';

/** Outcome of `validateWith`: the cast value, or the first error of each invalid field. */
export type ValidationResult<T> =
  { ok: true; value: T } | { ok: false; errors: Record<string, MessageDescriptor> };

/**
 * Validates synchronously and collects the first error of every field path (e.g. `email`,
 * `items[0].name`; '' for the value itself), so a form or an API response can show them all at
 * once. On success the value is the cast one: trimmed, with unknown object keys stripped (the API
 * must not pass unchecked fields on to the database).
 * @example
 * const result = validateWith(contactOrderSchema, body);
 * if (!result.ok) return reply.status(400).send({ errors: result.errors });
 */
export function validateWith<S extends AnySchema>(schema: S, value: unknown): ValidationResult<InferType<S>> {
  try {
    // yup's casts call toString() or valueOf() on what they are given, and JSON can make an object whose
    // toString is not a function ({ "toString": 1 }): a value no cast can read is invalid, not a failure.
    schema.cast(value, { assert: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof TypeError) return { ok: false, errors: { '': validationMessages.invalid } };
    throw error;
  }
  try {
    const cast: InferType<S> = schema.validateSync(value, { abortEarly: false, stripUnknown: true });
    return { ok: true, value: cast };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors: Record<string, MessageDescriptor> = {};
    for (const issue of error.inner.length ? error.inner : [error]) {
      const path = issue.path ?? '';
      if (path in errors) continue;
      const message: unknown = issue.errors[0];
      // A yup default (an English sentence) can only come from a schema built without our
      // descriptors; report it as "invalid" rather than leak untranslatable text.
      errors[path] = isMessageDescriptor(message) ? message : validationMessages.invalid;
    }
    return { ok: false, errors };
  }
}
