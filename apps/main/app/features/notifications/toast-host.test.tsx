import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore, toastShown } from '@donut/store';
import { renderInMain } from '../../testing/render-in-main';

describe('ToastHost', () => {
  it('shows the newest three toasts, translated, and dismisses on click', async () => {
    const store = makeStore();
    renderInMain(null, { url: '/en/', store });
    act(() => {
      store.dispatch(toastShown({ message: { id: 'main.notifications.account-deleted' }, type: 'error' }));
      store.dispatch(
        toastShown({ message: { id: 'main.notifications.server-text', values: { text: 'Second' } } }),
      );
      store.dispatch(toastShown({ message: { id: 'main.auth.confirm.done' }, type: 'success' }));
      store.dispatch(
        toastShown({ message: { id: 'main.auth.reset.saved' }, type: 'success', duration: null }),
      );
    });
    const stack = screen.getByRole('region', { name: 'Notifications' });
    const items = within(stack).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Password saved, you can now log in'),
      expect.stringContaining('E-mail confirmed'),
      expect.stringContaining('Second'),
    ]);
    expect(within(stack).queryByText('Your account has been deleted')).toBeNull();

    await userEvent.click(within(stack).getByText('Password saved, you can now log in'));
    expect(within(stack).getAllByRole('listitem')).toHaveLength(3);
    expect(within(stack).getByText('Your account has been deleted')).toBeTruthy();
    expect(store.getState().toasts).toHaveLength(3);
  });

  it('speaks the page locale', () => {
    const store = makeStore();
    store.dispatch(toastShown({ message: { id: 'main.notifications.account-taken' }, type: 'error' }));
    renderInMain(null, { url: '/ka/', store });
    expect(screen.getByRole('alert').textContent).toBe(
      'ეს ანგარიში უკვე დაკავშირებულია Donut-ის სხვა ანგარიშთან',
    );
  });
});
