import type { AuthApi, AuthCallError } from '@donut/app-shell';

/**
 * For tests: the auth calls as jest mocks, to stand in for `useAuthCalls` (the network boundary).
 * Every call fails until a test says otherwise, so an unexpected call shows. Not imported by the app.
 */
export function fakeAuthCalls(): jest.Mocked<AuthApi> {
  const unexpected = () => Promise.resolve(failed({ code: 'UNEXPECTED', message: 'Unexpected call' }));
  return {
    register: jest.fn(unexpected),
    login: jest.fn(unexpected),
    telegram: jest.fn(unexpected),
    remindPassword: jest.fn(unexpected),
    resetPassword: jest.fn(unexpected),
    confirmEmail: jest.fn(unexpected),
    resendConfirmation: jest.fn(unexpected),
    logout: jest.fn(() => Promise.resolve(succeeded({ ok: true }))),
  } as unknown as jest.Mocked<AuthApi>;
}

export const succeeded = <T>(data: T) => ({ ok: true as const, data });

export const failed = (error: AuthCallError) => ({ ok: false as const, error });

export const TOKENS = { access_token: 'access', expires_access_token: 1_900_000_000 };
