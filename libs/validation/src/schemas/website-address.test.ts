import { validationMessages } from '../messages';
import { validateWith } from '../validate';
import { websiteAddressSchema } from './website-address';

const errorOf = (value: unknown) => {
  const result = validateWith(websiteAddressSchema, value);
  return result.ok ? null : result.errors[''];
};

describe('websiteAddressSchema', () => {
  it.each(['salon1', 'barber-shop', 'car-wash-24', '123456', 'a'.repeat(63)])('accepts %s', (address) => {
    expect(errorOf(address)).toBeNull();
  });

  it.each([
    ['shorter than 6 characters', 'salon'],
    ['upper case', 'Salon-1'],
    ['non-Latin letters', 'салон-1'],
    ['an underscore', 'my_salon'],
    ['a dot', 'my.salon'],
    ['a space', 'my salon'],
    ['a leading hyphen', '-salon1'],
    ['a trailing hyphen', 'salon1-'],
  ])('refuses %s', (_, address) => {
    expect(errorOf(address)).toEqual(validationMessages.websiteAddress);
  });

  it('refuses more than 63 characters, the DNS label limit', () => {
    expect(errorOf('a'.repeat(64))).toEqual({
      ...validationMessages.max,
      values: { length: 63, items: 'characters' },
    });
  });

  it('requires a value', () => {
    expect(errorOf('')).toEqual(validationMessages.required);
  });

  it('states the spec minimum of 6 characters in its text', () => {
    expect(validationMessages.websiteAddress.defaultMessage).toContain('at least 6 characters');
  });
});
