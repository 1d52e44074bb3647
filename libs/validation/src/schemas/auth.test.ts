import { validationMessages } from '../messages';
import { validateWith } from '../validate';
import { loginSchema, passwordResetSchema, registrationSchema } from './auth';

describe('auth schemas', () => {
  it('accepts a registration and lower-cases nothing by itself', () => {
    const result = validateWith(registrationSchema, {
      email: ' Owner@Mail.ru ',
      password: 'correct horse battery',
      terms_accepted: true,
    });
    expect(result).toEqual({
      ok: true,
      value: { email: 'Owner@Mail.ru', password: 'correct horse battery', terms_accepted: true },
    });
  });

  it('refuses unaccepted terms with the spec message and a common password', () => {
    const result = validateWith(registrationSchema, {
      email: 'a@b.ge',
      password: 'password123',
      terms_accepted: false,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.terms_accepted.id).toBe(validationMessages.termsNotAccepted.id);
    expect(result.errors.password.id).toBe(validationMessages.passwordTooCommon.id);
  });

  it('signs in with any stored password but bounds its length', () => {
    expect(validateWith(loginSchema, { email: 'a@b.ge', password: 'short' }).ok).toBe(true);
    expect(validateWith(loginSchema, { email: 'a@b.ge', password: 'x'.repeat(129) }).ok).toBe(false);
  });

  it('needs a token and a policy password to reset', () => {
    const result = validateWith(passwordResetSchema, { token: '', password: 'qwerty' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['password', 'token']);
  });
});
