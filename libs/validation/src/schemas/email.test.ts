import { validationMessages } from '../messages';
import { validateWith } from '../validate';
import { emailSchema } from './email';

const errorOf = (value: unknown) => {
  const result = validateWith(emailSchema, value);
  return result.ok ? null : result.errors[''];
};

describe('emailSchema', () => {
  it.each(['anna@mail.ru', 'john.doe+crm@gmail.com', 'owner@salon.tbilisi.ge', 'ivan@почта.рф'])(
    'accepts %s',
    (email) => {
      expect(validateWith(emailSchema, email)).toEqual({ ok: true, value: email });
    },
  );

  it('trims surrounding spaces', () => {
    expect(validateWith(emailSchema, '  anna@mail.ru ')).toEqual({ ok: true, value: 'anna@mail.ru' });
  });

  it.each([
    'anna',
    'anna@',
    '@mail.ru',
    'anna@mail',
    'anna@mail.r',
    'an na@mail.ru',
    'anna@@mail.ru',
    'anna@-mail.ru',
  ])('refuses %s with the email message', (email) =>
    expect(errorOf(email)).toEqual(validationMessages.email),
  );

  it('requires a value', () => {
    for (const value of [undefined, null, '', '   '])
      expect(errorOf(value)).toEqual(validationMessages.required);
  });

  it('refuses addresses longer than 254 characters', () => {
    expect(errorOf(`${'a'.repeat(250)}@mail.ru`)).toEqual({
      ...validationMessages.max,
      values: { length: 254, items: 'characters' },
    });
  });
});
