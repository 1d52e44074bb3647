import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInMain } from '../../testing/render-in-main';
import { AuthModalHost } from './auth-modal-host';
import { fakeAuthCalls, succeeded } from './auth-test-kit';

const mockCalls = fakeAuthCalls();
jest.mock('./use-auth-calls', () => ({ useAuthCalls: () => mockCalls }));

beforeEach(() => jest.clearAllMocks());

describe('password reminder screen', () => {
  it('sends the link and shows the "letter sent" state and toast', async () => {
    mockCalls.remindPassword.mockResolvedValueOnce(succeeded({ sent: true }));
    renderInMain(<AuthModalHost />, { url: '/en/?modal=modal-auth-login&auth_view=remind' });
    const dialog = await screen.findByRole('dialog', { name: 'Password recovery' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();

    await userEvent.type(within(dialog).getByLabelText('E-mail'), ' owner@mail.ru');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the link' }));

    const sent = await within(dialog).findByRole('status');
    expect(sent.textContent).toContain(
      'If an account exists for owner@mail.ru, we have sent a link to set a new password',
    );
    expect(document.activeElement).toBe(sent);
    expect(mockCalls.remindPassword).toHaveBeenCalledWith('owner@mail.ru');
    expect(screen.getByText('The password recovery letter has been sent')).toBeTruthy();
    expect(within(dialog).queryByLabelText('E-mail')).toBeNull();
  });
});
