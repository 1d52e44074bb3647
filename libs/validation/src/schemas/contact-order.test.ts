import { validationMessages } from '../messages';
import { validateWith } from '../validate';
import { contactOrderSchema } from './contact-order';

const order = {
  email: 'anna@mail.ru',
  name: 'Anna',
  phone: '+995 555 12 34 56',
  question: 'Can I pay yearly?',
};

describe('contactOrderSchema', () => {
  it('accepts a full order, trimmed and without unknown fields', () => {
    expect(validateWith(contactOrderSchema, { ...order, name: ' Anna ', admin: true })).toEqual({
      ok: true,
      value: order,
    });
  });

  it('requires every field', () => {
    const required = validationMessages.required;
    expect(validateWith(contactOrderSchema, {})).toEqual({
      ok: false,
      errors: { email: required, name: required, phone: required, question: required },
    });
  });

  it('reports each invalid field with its descriptor', () => {
    expect(validateWith(contactOrderSchema, { ...order, email: 'anna', phone: '12' })).toEqual({
      ok: false,
      errors: { email: validationMessages.email, phone: validationMessages.phone },
    });
  });

  it('limits the phone to 32 characters, however few its digits', () => {
    const padded = `+995${' '.repeat(20)}555 12 34 56`;
    expect(padded.length).toBeGreaterThan(32);
    expect(validateWith(contactOrderSchema, { ...order, phone: padded })).toEqual({
      ok: false,
      errors: { phone: { ...validationMessages.max, values: { length: 32, items: 'characters' } } },
    });
  });

  it('limits the name to 100 and the question to 2000 characters', () => {
    expect(
      validateWith(contactOrderSchema, { ...order, name: 'n'.repeat(100), question: 'q'.repeat(2000) }).ok,
    ).toBe(true);
    expect(
      validateWith(contactOrderSchema, { ...order, name: 'n'.repeat(101), question: 'q'.repeat(2001) }),
    ).toEqual({
      ok: false,
      errors: {
        name: { ...validationMessages.max, values: { length: 100, items: 'characters' } },
        question: { ...validationMessages.max, values: { length: 2000, items: 'characters' } },
      },
    });
  });
});
