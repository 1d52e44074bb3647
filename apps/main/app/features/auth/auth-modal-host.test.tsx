import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetClientDocument } from '@donut/graphql';
import { makeStore, selectIsAuthenticated } from '@donut/store';
import { renderInMain } from '../../testing/render-in-main';
import { testClient } from '../../testing/test-client';
import { AuthModalHost } from './auth-modal-host';
import { failed, fakeAuthCalls, succeeded } from './auth-test-kit';

const mockCalls = fakeAuthCalls();
jest.mock('./use-auth-calls', () => ({ useAuthCalls: () => mockCalls }));

beforeEach(() => jest.clearAllMocks());

/** The owner as the API answers once the address is confirmed: the page asks again to show it. */
const confirmedOwner = () => [
  { request: { query: GetClientDocument }, result: { data: { client: testClient } } },
];

describe('AuthModalHost', () => {
  it('stays closed without the modal query', () => {
    renderInMain(<AuthModalHost />, { url: '/en/rates?auth_view=register' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes by removing its keys and keeping the others', async () => {
    const { currentUrl } = renderInMain(<AuthModalHost />, {
      url: '/en/rates?category=5&modal=modal-auth-login&auth_view=remind&redirect_to=%2Fen%2Fclient',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentUrl()).toBe('/en/rates?category=5'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ends a session that is still in the store before showing the form (spec §2 home middleware)', async () => {
    const store = makeStore({
      session: { status: 'authenticated', accessToken: 'stale', expiresAccessToken: 1 },
    });
    renderInMain(<AuthModalHost />, { url: '/en/?modal=modal-auth-login', store });
    expect(await screen.findByLabelText('E-mail')).toBeTruthy();
    expect(mockCalls.logout).toHaveBeenCalledTimes(1);
    expect(selectIsAuthenticated(store.getState())).toBe(false);
  });

  it('confirms a mailed e-mail link once, says so and drops the token, keeping the owner signed in', async () => {
    mockCalls.confirmEmail.mockResolvedValue(succeeded({ ok: true }));
    const { currentUrl, store } = renderInMain(<AuthModalHost />, {
      url: '/en/client/projects?confirm_email=mail-token&category=1',
      isSignedIn: true,
      mocks: confirmedOwner(),
    });
    expect(await screen.findByText('E-mail confirmed')).toBeTruthy();
    expect(currentUrl()).toBe('/en/client/projects?category=1');
    expect(mockCalls.confirmEmail).toHaveBeenCalledTimes(1);
    expect(mockCalls.confirmEmail).toHaveBeenCalledWith('mail-token');
    expect(selectIsAuthenticated(store.getState())).toBe(true);
  });

  it('does not end the session for a link that also asks for the login modal (mailed before issue 13)', async () => {
    mockCalls.confirmEmail.mockResolvedValue(succeeded({ ok: true }));
    const { currentUrl, store } = renderInMain(<AuthModalHost />, {
      url: '/en/?modal=modal-auth-login&confirm_email=mail-token',
      isSignedIn: true,
      mocks: confirmedOwner(),
    });
    expect(await screen.findByText('E-mail confirmed')).toBeTruthy();
    expect(currentUrl()).toBe('/en/');
    expect(mockCalls.logout).not.toHaveBeenCalled();
    expect(selectIsAuthenticated(store.getState())).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks a visitor who is not signed in to sign in once the address is confirmed', async () => {
    mockCalls.confirmEmail.mockResolvedValue(succeeded({ ok: true }));
    const { currentUrl } = renderInMain(<AuthModalHost />, {
      url: '/en/rates?confirm_email=mail-token&category=1',
    });
    expect(await screen.findByText('E-mail confirmed')).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    expect(currentUrl()).toBe('/en/rates?category=1&modal=modal-auth-login');
  });

  it('shows the API text when the confirmation link is no longer valid', async () => {
    mockCalls.confirmEmail.mockResolvedValue(
      failed({ code: 'TOKEN_INVALID', message: 'Ссылка недействительна или устарела' }),
    );
    const { currentUrl } = renderInMain(<AuthModalHost />, {
      url: '/ru/?modal=modal-auth-login&confirm_email=old',
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Ссылка недействительна или устарела');
    expect(await screen.findByRole('dialog', { name: 'Вход' })).toBeTruthy();
    expect(currentUrl()).toBe('/ru/?modal=modal-auth-login');
  });
});
