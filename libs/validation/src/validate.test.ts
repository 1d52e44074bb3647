import { array, boolean, number, object, string } from 'yup';
import { validationMessages, withValues } from './messages';
import { contactOrderSchema } from './schemas/contact-order';
import { requiredString } from './schemas/text';
import { validateWith } from './validate';

describe('validateWith', () => {
  it('returns the cast value on success', () => {
    expect(validateWith(requiredString, '  Anna ')).toEqual({ ok: true, value: 'Anna' });
  });

  it('keeps only the first error of each path', () => {
    const schema = object({
      name: string()
        .required(validationMessages.required)
        .min(3, withValues(validationMessages.min, { length: 3, items: 'characters' })),
    });
    expect(validateWith(schema, { name: '' })).toEqual({
      ok: false,
      errors: { name: validationMessages.required },
    });
  });

  it('reports nested and array paths', () => {
    const schema = object({
      items: array(object({ count: number().positive(validationMessages.positive) })),
    });
    expect(validateWith(schema, { items: [{ count: 1 }, { count: -1 }] })).toEqual({
      ok: false,
      errors: { 'items[1].count': validationMessages.positive },
    });
  });

  it('reports a wrong input type at the root', () => {
    for (const value of [null, 'order', 42]) {
      expect(validateWith(contactOrderSchema, value)).toEqual({
        ok: false,
        errors: { '': validationMessages.invalid },
      });
    }
  });

  it('replaces yup default texts with the invalid descriptor', () => {
    expect(validateWith(number().required(), 'abc')).toEqual({
      ok: false,
      errors: { '': validationMessages.invalid },
    });
  });

  it('refuses a value no cast can read (a JSON object whose toString is not a function) as invalid', () => {
    const forged = { toString: 'x', valueOf: 1 };
    expect(
      validateWith(object({ flag: boolean(), count: number() }), { flag: forged, count: forged }),
    ).toEqual({
      ok: false,
      errors: { '': validationMessages.invalid },
    });
    expect(
      validateWith(contactOrderSchema, { email: forged, name: forged, phone: forged, question: forged }),
    ).toEqual({
      ok: false,
      errors: Object.fromEntries(
        ['email', 'name', 'phone', 'question'].map((field) => [field, validationMessages.invalid]),
      ),
    });
  });

  it('rethrows errors that are not validation errors', () => {
    const schema = string().test('boom', validationMessages.invalid, () => {
      throw new TypeError('bug in a test');
    });
    expect(() => validateWith(schema, 'x')).toThrow('bug in a test');
  });
});
