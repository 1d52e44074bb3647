import { signUpHref } from './sign-up-href';

describe('signUpHref', () => {
  it('opens the registration screen of the auth modal over the current page', () => {
    expect(signUpHref('/en/features/crm', '')).toBe(
      '/en/features/crm?auth_view=register&modal=modal-auth-login',
    );
  });

  it('keeps the rest of the query and drops a pending password reset', () => {
    const href = new URL(signUpHref('/ru/', '?utm_source=ig&reset_password=abc'), 'http://donut.test');
    expect(href.searchParams.get('utm_source')).toBe('ig');
    expect(href.searchParams.get('reset_password')).toBeNull();
    expect(href.searchParams.get('auth_view')).toBe('register');
  });
});
