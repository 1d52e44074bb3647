import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInMain } from '../../testing/render-in-main';
import { AuthModalHost } from './auth-modal-host';
import { failed, fakeAuthCalls, succeeded } from './auth-test-kit';

const mockCalls = fakeAuthCalls();
jest.mock('./use-auth-calls', () => ({ useAuthCalls: () => mockCalls }));

const RESET_URL = '/en/?modal=modal-auth-login&reset_password=mailed-token';

beforeEach(() => jest.clearAllMocks());

describe('new password screen', () => {
  it('checks the repeat, saves with the mailed token, toasts and shows the login', async () => {
    mockCalls.resetPassword.mockResolvedValueOnce(succeeded({ ok: true }));
    const { currentUrl } = renderInMain(<AuthModalHost />, { url: RESET_URL });
    const dialog = await screen.findByRole('dialog', { name: 'New password' });
    await userEvent.type(within(dialog).getByLabelText('New password'), 'correct horse battery');
    await userEvent.type(within(dialog).getByLabelText('Repeat the password'), 'correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the password' }));
    expect(await within(dialog).findByText('Passwords must match')).toBeTruthy();
    expect(mockCalls.resetPassword).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('Repeat the password'), ' battery');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the password' }));

    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    // Telegram sign-in stays unless the box is ticked.
    expect(mockCalls.resetPassword).toHaveBeenCalledWith('mailed-token', 'correct horse battery', false);
    expect(screen.getByText('Password saved, you can now log in')).toBeTruthy();
    expect(currentUrl()).toBe('/en/?modal=modal-auth-login');
  });

  it('offers to disconnect Telegram sign-in too, in the page language, and sends the choice', async () => {
    mockCalls.resetPassword.mockResolvedValueOnce(succeeded({ ok: true }));
    renderInMain(<AuthModalHost />, { url: RESET_URL.replace('/en/', '/ka/') });
    const dialog = await screen.findByRole('dialog', { name: 'ახალი პაროლი' });
    const unlink = within(dialog).getByRole<HTMLInputElement>('checkbox', {
      name: 'ასევე გაითიშოს Telegram-ით შესვლა, თუ ის დაკავშირებულია',
    });
    expect(unlink.checked).toBe(false);
    await userEvent.type(within(dialog).getByLabelText('ახალი პაროლი'), 'correct horse battery');
    await userEvent.type(within(dialog).getByLabelText('გაიმეორეთ პაროლი'), 'correct horse battery');
    await userEvent.click(unlink);
    await userEvent.click(within(dialog).getByRole('button', { name: 'პაროლის შენახვა' }));

    await waitFor(() =>
      expect(mockCalls.resetPassword).toHaveBeenCalledWith('mailed-token', 'correct horse battery', true),
    );
  });

  it('offers a new link when the mailed one is used or expired', async () => {
    mockCalls.resetPassword.mockResolvedValueOnce(
      failed({ code: 'TOKEN_INVALID', message: 'The link is invalid or has expired' }),
    );
    const { currentUrl } = renderInMain(<AuthModalHost />, { url: RESET_URL });
    const dialog = await screen.findByRole('dialog', { name: 'New password' });
    await userEvent.type(within(dialog).getByLabelText('New password'), 'correct horse battery');
    await userEvent.type(within(dialog).getByLabelText('Repeat the password'), 'correct horse battery');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the password' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The link is invalid or has expired');
    await userEvent.click(within(alert).getByRole('link', { name: 'Request a new link' }));
    expect(await screen.findByRole('dialog', { name: 'Password recovery' })).toBeTruthy();
    await waitFor(() => expect(currentUrl()).toBe('/en/?modal=modal-auth-login&auth_view=remind'));
  });
});
