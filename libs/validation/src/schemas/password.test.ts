import { validationMessages } from '../messages';
import { validateWith } from '../validate';
import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords';
import { PASSWORD_MIN_LENGTH, passwordSchema } from './password';

const errorOf = (value: unknown) => {
  const result = validateWith(passwordSchema, value);
  return result.ok ? null : result.errors[''];
};

describe('passwordSchema', () => {
  it('accepts 8 to 128 characters, spaces included', () => {
    expect(errorOf('Tbilisi-Kutaisi')).toBeNull();
    expect(errorOf('x7#kQ9!m')).toBeNull();
    expect(errorOf(' correct horse battery staple ')).toBeNull();
    expect(errorOf('a'.repeat(128))).toBeNull();
  });

  it('does not trim', () => {
    expect(validateWith(passwordSchema, ' x7#kQ9!m ')).toEqual({ ok: true, value: ' x7#kQ9!m ' });
  });

  it('refuses fewer than 8 characters', () => {
    expect(errorOf('x7#kQ9!')).toEqual({ ...validationMessages.passwordTooShort, values: { length: 8 } });
  });

  it('refuses more than 128 characters', () => {
    expect(errorOf('a'.repeat(129))).toEqual({
      ...validationMessages.passwordTooLong,
      values: { length: 128 },
    });
  });

  it.each(['password', 'Password1', 'QWERTY123', '1q2w3e4r', 'sakartvelo', 'йцукенгшщз'])(
    'refuses the common password %s in any case',
    (password) => expect(errorOf(password)).toEqual(validationMessages.passwordTooCommon),
  );

  it('requires a value', () => {
    expect(errorOf('')).toEqual(validationMessages.required);
    expect(errorOf(undefined)).toEqual(validationMessages.required);
  });
});

describe('COMMON_PASSWORDS', () => {
  it('bundles about 200 distinct lower-case passwords the length rule does not already refuse', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(180);
    expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORDS.length);
    for (const password of COMMON_PASSWORDS) {
      expect(password).toBe(password.toLowerCase());
      expect(password.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
    }
  });

  it('matches case-insensitively', () => {
    expect(isCommonPassword('IloveYou')).toBe(true);
    expect(isCommonPassword('iloveyou-tbilisi')).toBe(false);
  });
});
