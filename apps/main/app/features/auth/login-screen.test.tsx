import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInMain } from '../../testing/render-in-main';
import { AuthModalHost } from './auth-modal-host';
import { failed, fakeAuthCalls, succeeded, TOKENS } from './auth-test-kit';
import { navigateFully } from './full-navigation';

const mockCalls = fakeAuthCalls();
jest.mock('./use-auth-calls', () => ({ useAuthCalls: () => mockCalls }));
jest.mock('./full-navigation', () => ({ navigateFully: jest.fn() }));

const LOGIN_URL = `/en/rates?modal=modal-auth-login&redirect_to=${encodeURIComponent('/en/client/profile?tab=2')}`;

const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

beforeEach(() => jest.clearAllMocks());

describe('login screen', () => {
  it('asks for both fields and a real e-mail before calling the API', async () => {
    renderInMain(<AuthModalHost />, { url: LOGIN_URL });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);

    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'owner@mail');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByText('Email must contain @ and an email client domain')).toBeTruthy();
    expect(mockCalls.login).not.toHaveBeenCalled();
  });

  it('shows API errors under the field and above the button', async () => {
    mockCalls.login
      .mockResolvedValueOnce(
        failed({
          code: 'VALIDATION',
          message: 'Check the form',
          fields: { email: 'This address is blocked' },
        }),
      )
      .mockResolvedValueOnce(
        failed({
          code: 'TOO_MANY_ATTEMPTS',
          message: 'Too many attempts, try again in 8 seconds',
          retry_after: 8,
        }),
      );
    renderInMain(<AuthModalHost />, { url: LOGIN_URL });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    const email = within(dialog).getByLabelText('E-mail');
    await userEvent.type(email, '  owner@mail.ru ');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(describedBy(email)).toContain('This address is blocked'));
    expect(mockCalls.login).toHaveBeenCalledWith({ email: 'owner@mail.ru', password: 'secret' });
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Too many attempts, try again in 8 seconds',
    );
    expect(navigateFully).not.toHaveBeenCalled();
  });

  it('closes the modal and loads redirect_to after signing in', async () => {
    mockCalls.login.mockResolvedValueOnce(succeeded(TOKENS));
    renderInMain(<AuthModalHost />, { url: LOGIN_URL });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'owner@mail.ru');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(navigateFully).toHaveBeenCalledWith('/en/client/profile?tab=2'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores a redirect_to that leaves the site and goes to the projects', async () => {
    mockCalls.login.mockResolvedValueOnce(succeeded(TOKENS));
    renderInMain(<AuthModalHost />, {
      url: `/ka/?modal=modal-auth-login&redirect_to=${encodeURIComponent('//evil.example/')}`,
    });
    const dialog = await screen.findByRole('dialog', { name: 'შესვლა' });
    await userEvent.type(within(dialog).getByLabelText('ელფოსტა'), 'owner@mail.ru');
    await userEvent.type(within(dialog).getByLabelText('პაროლი'), 'secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'შესვლა' }));
    await waitFor(() => expect(navigateFully).toHaveBeenCalledWith('/ka/client/projects'));
  });

  it('keeps "Forgot your password?" under the pointer: leaving an empty e-mail shows no error before a submit (issue 13)', async () => {
    const user = userEvent.setup();
    renderInMain(<AuthModalHost />, { url: LOGIN_URL });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    const email = within(dialog).getByLabelText('E-mail');
    const forgot = within(dialog).getByRole('link', { name: 'Forgot your password?' });
    await user.click(email);
    await user.type(within(dialog).getByLabelText('Password'), 's');
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.click(email);

    // Pressing the link blurs the empty field; an error appearing now would move the link before the release.
    await user.pointer({ keys: '[MouseLeft>]', target: forgot });
    expect(document.activeElement).not.toBe(email);
    expect(within(dialog).queryByText('This field is required')).toBeNull();
    expect(describedBy(email)).not.toContain('This field is required');
    await user.pointer({ keys: '[/MouseLeft]', target: forgot });
    expect(await screen.findByRole('dialog', { name: 'Password recovery' })).toBeTruthy();
  });

  it('switches to the other screens by auth_view, keeping the rest of the query', async () => {
    const { currentUrl } = renderInMain(<AuthModalHost />, { url: LOGIN_URL });
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Password recovery' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('E-mail'));
    expect(new URLSearchParams(currentUrl().split('?')[1]).get('redirect_to')).toBe(
      '/en/client/profile?tab=2',
    );

    await userEvent.click(screen.getByRole('link', { name: 'Back to sign-in' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Register' }));
    expect(await screen.findByRole('dialog', { name: 'Registration' })).toBeTruthy();
    expect(currentUrl()).toContain('auth_view=register');
  });
});
