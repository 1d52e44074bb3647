import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DisconnectTelegramDocument, GetClientDocument } from '@donut/graphql';
import { renderInMain } from '../../testing/render-in-main';
import { apiErrorResult, owner } from './profile-fixtures';
import { SocialSection } from './social-section';

const disconnect = { query: DisconnectTelegramDocument };

describe('SocialSection', () => {
  it('disconnects Telegram with the success notice and shows it as not connected', async () => {
    const { store, cache } = renderInMain(<SocialSection client={owner} />, {
      url: '/en/client/profile',
      owner,
      mocks: [{ request: disconnect, result: { data: { disconnect_telegram: true } } }],
    });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Disconnect' }));

    await waitFor(() =>
      expect(store.getState().toasts[0]).toMatchObject({
        message: { id: 'main.connect.telegram.disconnected' },
        type: 'success',
      }),
    );
    expect(cache.readQuery({ query: GetClientDocument })?.client.is_telegram_connected).toBe(false);
  });

  it.each([
    ['the API refuses', { result: apiErrorResult('CONFLICT', 'Set a password first.') }],
    ['the network fails', { error: new Error('offline') }],
  ])('shows the failure notice when %s', async (_, answer) => {
    const { store, cache } = renderInMain(<SocialSection client={owner} />, {
      url: '/en/client/profile',
      owner,
      mocks: [{ request: disconnect, ...answer }],
    });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Disconnect' }));

    await waitFor(() =>
      expect(store.getState().toasts[0]).toMatchObject({
        message: { id: 'main.connect.telegram.disconnect-failed' },
        type: 'error',
      }),
    );
    expect(cache.readQuery({ query: GetClientDocument })?.client.is_telegram_connected).toBe(true);
  });

  it.each([
    [
      { email: null, need_set_password: true },
      'To disconnect Telegram, first add an e-mail and set a password in your profile: otherwise you will have no way to sign in.',
    ],
    [
      { email: null, need_set_password: false },
      'To disconnect Telegram, first add an e-mail in your profile: otherwise you will have no way to sign in.',
    ],
    [
      { need_set_password: true },
      'To disconnect Telegram, first set a password in your profile: otherwise you will have no way to sign in.',
    ],
  ])('cannot disconnect Telegram for an owner with %j, and says what is missing', (change, note) => {
    renderInMain(<SocialSection client={{ ...owner, ...change }} />, { url: '/en/client/profile', owner });
    const row = screen.getByText('Sign in with Telegram').closest('li') as HTMLElement;
    expect(within(row).getByRole<HTMLButtonElement>('button', { name: 'Disconnect' }).disabled).toBe(true);
    expect(
      within(row).getByText((_, element) => element?.tagName === 'P' && element.textContent === note),
    ).toBeTruthy();
    expect(within(row).getByRole('link').getAttribute('href')).toBe(
      '/en/client/profile#profile-login-heading',
    );
  });

  it('sends to the Integrations page to connect Telegram when it is not connected', () => {
    renderInMain(<SocialSection client={{ ...owner, is_telegram_connected: false }} />, {
      url: '/ru/client/profile',
      owner,
    });
    expect(screen.queryByRole('button', { name: 'Отключить' })).toBeNull();
    expect(screen.getByText(/Telegram подключается на странице «Интеграции»/)).toBeTruthy();
    const row = screen.getByText(/Telegram подключается/).closest('li') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Подключить' }).getAttribute('href')).toBe(
      '/ru/client/connect',
    );
  });

  it('shows Google, VK, Yandex and Mail.ru as not connected yet, with disabled buttons', () => {
    renderInMain(<SocialSection client={owner} />, { url: '/en/client/profile', owner });
    for (const name of [
      'Sign in with Google',
      'Sign in with VK',
      'Sign in with Yandex',
      'Sign in with Mail.ru',
    ]) {
      const row = screen.getByText(name).closest('li') as HTMLElement;
      expect(within(row).getByText('Not connected')).toBeTruthy();
      expect(within(row).getByRole<HTMLButtonElement>('button', { name: 'Connect' }).disabled).toBe(true);
      expect(within(row).getByText('Coming soon')).toBeTruthy();
    }
  });
});
