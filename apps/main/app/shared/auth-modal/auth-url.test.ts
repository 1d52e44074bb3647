import {
  authScreenOf,
  isAuthModalOpen,
  withAuthScreen,
  withLoginModal,
  withoutAuthModal,
  withoutConfirmationLink,
} from './auth-url';

const query = (search: string) => new URLSearchParams(search);

describe('auth modal URL', () => {
  it('reads the screen, a reset token winning over auth_view', () => {
    expect(isAuthModalOpen(query('modal=modal-auth-login'))).toBe(true);
    expect(isAuthModalOpen(query('modal=modal-chat'))).toBe(false);
    expect(authScreenOf(query('modal=modal-auth-login'))).toBe('login');
    expect(authScreenOf(query('auth_view=register'))).toBe('register');
    expect(authScreenOf(query('auth_view=remind'))).toBe('remind');
    expect(authScreenOf(query('auth_view=anything'))).toBe('login');
    expect(authScreenOf(query('auth_view=register&reset_password=t'))).toBe('reset');
  });

  it('switches screens and closes, keeping unrelated keys', () => {
    const params = query('category=2&modal=modal-auth-login&reset_password=t&redirect_to=%2Fen%2Fclient');
    expect(withAuthScreen(params, 'remind').toString()).toBe(
      'category=2&modal=modal-auth-login&redirect_to=%2Fen%2Fclient&auth_view=remind',
    );
    expect(withAuthScreen(query('modal=modal-auth-login&auth_view=remind'), 'login').toString()).toBe(
      'modal=modal-auth-login',
    );
    expect(
      withoutAuthModal(
        query('category=2&modal=modal-auth-login&auth_view=register&redirect_to=%2F'),
      ).toString(),
    ).toBe('category=2');
  });

  it('keeps the modal shut while a confirmation link is in the URL, and takes the link in whole', () => {
    const link = query('modal=modal-auth-login&confirm_email=t&category=2');
    expect(isAuthModalOpen(link)).toBe(false);
    expect(withoutConfirmationLink(link).toString()).toBe('category=2');
    expect(withLoginModal(query('category=2')).toString()).toBe('category=2&modal=modal-auth-login');
  });
});
