import { validationMessages } from '../messages';
import { validateWith } from '../validate';
import { isPhone, phoneSchema } from './phone';

describe('phoneSchema', () => {
  it.each(['+995 32 212 34 56', '+7 (912) 345-67-89', '89123456789', '1234567', '+123456789012345'])(
    'accepts %s as typed',
    (phone) => expect(validateWith(phoneSchema, phone)).toEqual({ ok: true, value: phone }),
  );

  it.each([
    '123456',
    '+1234567890123456',
    '+7 912 abc 67 89',
    '7+9123456789',
    '++79123456789',
    '+7 912.345.67.89',
  ])('refuses %s', (phone) => {
    expect(isPhone(phone)).toBe(false);
    expect(validateWith(phoneSchema, phone)).toEqual({ ok: false, errors: { '': validationMessages.phone } });
  });

  it('requires a value', () => {
    expect(validateWith(phoneSchema, '')).toEqual({ ok: false, errors: { '': validationMessages.required } });
  });
});
