import { useAuthApi, type AuthApi } from '@donut/app-shell';

/**
 * The auth REST calls the screens make. A seam of its own so tests replace the network boundary
 * with `jest.mock('./use-auth-calls')` instead of building the whole AppProviders tree.
 */
export function useAuthCalls(): AuthApi {
  return useAuthApi();
}
