import { validationMessages } from '../messages';
import { validateWith } from '../validate';
import { acceptedTermsSchema, changePasswordSchema, deleteAccountSchema } from './account';

const mustMatch = { ...validationMessages.fieldsMustMatch, values: { fields: 'password' } };

describe('changePasswordSchema', () => {
  it('accepts matching new passwords, with or without the old one', () => {
    const change = { new_password: 'Tbilisi-2031', new_password_repeat: 'Tbilisi-2031' };
    expect(validateWith(changePasswordSchema, change).ok).toBe(true);
    expect(validateWith(changePasswordSchema, { ...change, old_password: 'old-secret' }).ok).toBe(true);
    expect(validateWith(changePasswordSchema, { ...change, old_password: null }).ok).toBe(true);
  });

  it('requires the new password and its repeat', () => {
    expect(validateWith(changePasswordSchema, {})).toEqual({
      ok: false,
      errors: { new_password: validationMessages.required, new_password_repeat: validationMessages.required },
    });
  });

  it('reports a mismatch on the repeat with fieldsMustMatch', () => {
    expect(
      validateWith(changePasswordSchema, {
        new_password: 'Tbilisi-2031',
        new_password_repeat: 'Tbilisi-2030',
      }),
    ).toEqual({ ok: false, errors: { new_password_repeat: mustMatch } });
  });

  it('reports "required", not a mismatch, for an empty repeat', () => {
    expect(
      validateWith(changePasswordSchema, { new_password: 'Tbilisi-2031', new_password_repeat: '' }),
    ).toEqual({
      ok: false,
      errors: { new_password_repeat: validationMessages.required },
    });
  });

  it('applies the password policy to the new password', () => {
    expect(
      validateWith(changePasswordSchema, { new_password: 'password1', new_password_repeat: 'password1' }),
    ).toEqual({
      ok: false,
      errors: { new_password: validationMessages.passwordTooCommon },
    });
  });
});

describe('deleteAccountSchema', () => {
  it('requires the password but no policy', () => {
    expect(validateWith(deleteAccountSchema, { password: 'short' }).ok).toBe(true);
    expect(validateWith(deleteAccountSchema, {})).toEqual({
      ok: false,
      errors: { password: validationMessages.required },
    });
  });
});

describe('acceptedTermsSchema', () => {
  it('accepts only a ticked box', () => {
    expect(validateWith(acceptedTermsSchema, true)).toEqual({ ok: true, value: true });
    for (const value of [false, undefined, null, 'no']) {
      expect(validateWith(acceptedTermsSchema, value)).toEqual({
        ok: false,
        errors: { '': validationMessages.termsNotAccepted },
      });
    }
  });
});
