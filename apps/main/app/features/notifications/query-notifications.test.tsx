import { screen, waitFor } from '@testing-library/react';
import { QueryNotifications } from './query-notifications';
import { renderInMain } from '../../testing/render-in-main';

describe('QueryNotifications', () => {
  it('shows error_auth=404 as "account deleted" in Russian and removes the key', async () => {
    const { currentUrl, store } = renderInMain(<QueryNotifications />, {
      url: '/ru/rates?error_auth=404&category=2',
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Этот аккаунт удалён');
    await waitFor(() => expect(currentUrl()).toBe('/ru/rates?category=2'));
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('maps 403 to "already used" and anything else to the internal error', async () => {
    renderInMain(<QueryNotifications />, { url: '/en/?error_auth=403' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This account is already used by another user',
    );
  });

  it('shows any other error_auth as the internal server error', async () => {
    renderInMain(<QueryNotifications />, { url: '/ru/?error_auth=500' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Внутренняя ошибка сервера. Попробуйте повторить позже.',
    );
  });

  it('shows error_for_notification as it is, as text, and removes it', async () => {
    const { currentUrl } = renderInMain(<QueryNotifications />, {
      url: `/en/?error_for_notification=${encodeURIComponent('<b>Ссылка устарела</b>')}`,
    });
    expect((await screen.findByRole('alert')).textContent).toBe('<b>Ссылка устарела</b>');
    await waitFor(() => expect(currentUrl()).toBe('/en/'));
  });
});
