import { makeStore } from './store';
import { menuClosed, menuOpened, selectOpenMenu } from './menu.slice';
import { modalClosed, modalOpened, selectCurrentModal } from './modals.slice';
import { selectIsAuthenticated, signedIn, signedOut } from './session.slice';
import { selectVisibleToasts, toastDismissed, toastShown, TOAST_DEFAULT_DURATION_MS } from './toasts.slice';

describe('store', () => {
  it('signs in and out', () => {
    const store = makeStore();
    store.dispatch(signedIn({ accessToken: 'a', expiresAccessToken: 1 }));
    expect(selectIsAuthenticated(store.getState())).toBe(true);
    store.dispatch(signedOut());
    expect(store.getState().session).toEqual({
      status: 'anonymous',
      accessToken: null,
      expiresAccessToken: null,
    });
  });

  it('opens and closes a modal, remembering the opener', () => {
    const store = makeStore();
    store.dispatch(modalOpened({ id: 'modal-auth-login', openerId: 'login-button' }));
    expect(selectCurrentModal(store.getState())).toBe('modal-auth-login');
    expect(store.getState().modals.openerId).toBe('login-button');
    store.dispatch(modalClosed());
    expect(selectCurrentModal(store.getState())).toBeNull();
  });

  it('opens one menu at a time and closes it', () => {
    const store = makeStore();
    expect(selectOpenMenu(store.getState())).toBeNull();
    store.dispatch(menuOpened('main'));
    store.dispatch(menuOpened('cabinet'));
    expect(selectOpenMenu(store.getState())).toBe('cabinet');
    store.dispatch(menuClosed());
    expect(selectOpenMenu(store.getState())).toBeNull();
  });

  it('shows toasts newest first, three at most, with the default duration', () => {
    const store = makeStore();
    for (const id of ['a', 'b', 'c', 'd']) store.dispatch(toastShown({ message: { id } }));
    const visible = selectVisibleToasts(store.getState());
    expect(visible.map((t) => t.message.id)).toEqual(['d', 'c', 'b']);
    expect(visible[0]).toMatchObject({ type: 'info', duration: TOAST_DEFAULT_DURATION_MS, isShow: true });
    store.dispatch(toastDismissed(visible[0].id));
    expect(selectVisibleToasts(store.getState()).map((t) => t.message.id)).toEqual(['c', 'b', 'a']);
  });

  it('skips a duplicate when asked to', () => {
    const store = makeStore();
    store.dispatch(toastShown({ message: { id: 'x' } }));
    store.dispatch(toastShown({ message: { id: 'x' }, unique: true }));
    store.dispatch(toastShown({ message: { id: 'x' }, type: 'error', duration: null }));
    expect(store.getState().toasts).toHaveLength(2);
    expect(store.getState().toasts[0]).toMatchObject({ type: 'error', duration: null });
  });
});
