import { validationMessages } from '../messages';
import { validateWith } from '../validate';
import { formSchema } from './form';
import { hasControlCharacters, requiredString, textSchema } from './text';
import { emailSchema } from './email';

describe('hasControlCharacters', () => {
  it.each([
    '',
    'plain',
    'tab\there',
    'lines\nand\r\nreturns',
    'ÿ and ü',
    '😀 a pair of surrogates',
    'ქართული',
    'русский',
  ])('lets %j through', (text) => {
    expect(hasControlCharacters(text)).toBe(false);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['SOH', '\u0001'],
    ['vertical tab', 'a\u000bb'],
    ['form feed', 'a\u000cb'],
    ['escape', '\u001b[2J'],
    ['unit separator', '\u001f'],
    ['DEL', 'a\u007f'],
    ['a C1 control', 'a\u0085b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a high surrogate at the end', 'a\ud83d'],
    ['a lone low surrogate', '\ude00a'],
    ['reversed surrogates', '\ude00\ud83d'],
  ])('finds %s', (_, text) => {
    expect(hasControlCharacters(text)).toBe(true);
  });
});

describe('textSchema', () => {
  const schema = formSchema({ name: textSchema(), email: emailSchema, title: requiredString });
  const errorsOf = (value: unknown) => {
    const result = validateWith(schema, value);
    return result.ok ? {} : result.errors;
  };

  it('refuses text with control characters', () => {
    expect(errorsOf({ name: 'a\u0000b', email: 'a\u0000@mail.ru', title: 'x\u001b' })).toEqual({
      name: validationMessages.controlCharacters,
      email: validationMessages.controlCharacters,
      title: validationMessages.controlCharacters,
    });
    expect(validateWith(schema, { name: 'line\nline\ttab', email: 'a@mail.ru', title: 'ok' })).toEqual({
      ok: true,
      value: { name: 'line\nline\ttab', email: 'a@mail.ru', title: 'ok' },
    });
  });

  it.each([
    ['an array', ['a@mail.ru']],
    ['an object', { nested: { deeper: 1 } }],
    ['an object with its own toString', { toString: 'x' }],
    ['an object with its own trim', { trim: 1 }],
  ])('refuses %s as "invalid" instead of throwing', (_, value) => {
    expect(errorsOf({ name: value, email: value, title: value })).toEqual({
      name: validationMessages.invalid,
      email: validationMessages.invalid,
      title: validationMessages.invalid,
    });
  });

  it('still casts numbers to text and trims', () => {
    expect(validateWith(schema, { name: 42, email: ' a@mail.ru ', title: ' 7 ' })).toEqual({
      ok: true,
      value: { name: '42', email: 'a@mail.ru', title: '7' },
    });
  });

  it('lowercases and uppercases text only', () => {
    expect(validateWith(textSchema().lowercase(), 'AbC')).toEqual({ ok: true, value: 'abc' });
    expect(validateWith(textSchema().uppercase(), 'AbC')).toEqual({ ok: true, value: 'ABC' });
    expect(validateWith(textSchema().lowercase(), ['AbC'])).toEqual({
      ok: false,
      errors: { '': validationMessages.invalid },
    });
  });
});
