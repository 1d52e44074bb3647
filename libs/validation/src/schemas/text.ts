import { StringSchema, type Message } from 'yup';
import { validationMessages } from '../messages';
import { LONE_SURROGATE } from '../plain-text';

// Unicode's control characters (C0, DEL, C1) but tab, line feed and carriage return.
const CONTROL = /(?![\t\n\r])\p{Cc}/u;

/**
 * Whether text holds characters no field may hold: control characters (tab, line feed and carriage
 * return are text) and UTF-16 surrogates without their pair, which are not Unicode at all. PostgreSQL
 * refuses NUL in text; the others have no business in a name, an address or a search either.
 * @example hasControlCharacters('a\u0000b') // true
 * @example hasControlCharacters('line\nline') // false
 */
export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text) || LONE_SURROGATE.test(text);
}

/** Numbers and booleans become text as with yup's string(); anything else stays, for the type check to refuse. */
const toText = (value: unknown) =>
  typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;

/**
 * yup's string() calls `trim()`, `toLowerCase()` and `toString()` on whatever it is given, so an
 * array or an object (`{ "email": ["a"] }`, `{ "toString": 1 }`) threw a TypeError instead of failing
 * validation. This one only ever transforms text.
 */
class TextSchema extends StringSchema {
  constructor() {
    super();
    this.transforms = [toText];
  }

  override trim(message?: Message): this {
    return this.transform((value: unknown) => (typeof value === 'string' ? value.trim() : value)).test({
      message: message ?? validationMessages.invalid,
      name: 'trim',
      test: (value) => typeof value !== 'string' || value === value.trim(),
    });
  }

  override lowercase(message?: Message): this {
    return this.transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value)).test(
      {
        message: message ?? validationMessages.invalid,
        name: 'string_case',
        exclusive: true,
        test: (value) => typeof value !== 'string' || value === value.toLowerCase(),
      },
    );
  }

  override uppercase(message?: Message): this {
    return this.transform((value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value)).test(
      {
        message: message ?? validationMessages.invalid,
        name: 'string_case',
        exclusive: true,
        test: (value) => typeof value !== 'string' || value === value.toUpperCase(),
      },
    );
  }
}

/**
 * A string schema whose errors are our descriptors (yup's defaults are English sentences the UI
 * could not translate). Numbers still cast to text, arrays and objects fail as `invalid`, and text
 * with control characters fails as `controlCharacters`.
 */
export function textSchema() {
  return new TextSchema().typeError(validationMessages.invalid).test({
    name: 'control-characters',
    message: validationMessages.controlCharacters,
    test: (value) => typeof value !== 'string' || !hasControlCharacters(value),
  });
}

/** Non-empty text after trimming: whitespace alone does not fill a field. */
export const requiredString = textSchema()
  .trim(validationMessages.required)
  .required(validationMessages.required);
