import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { GetClientDocument } from '@donut/graphql';
import { OWNER_REFRESH_INTERVAL_MS, useClientRefreshOnReturn } from './use-client-refresh-on-return';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useClientRefreshOnReturn', () => {
  afterEach(() => jest.useRealTimers());

  it('asks for the owner again when the tab comes back, at most once per interval', () => {
    jest.useFakeTimers();
    const query = jest.fn(() => Promise.resolve({}));
    const client = { query } as unknown as ApolloClient;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApolloProvider client={client}>{children}</ApolloProvider>
    );
    const { unmount } = renderHook(() => useClientRefreshOnReturn(), { wrapper });

    jest.advanceTimersByTime(OWNER_REFRESH_INTERVAL_MS + 1);
    setVisibility('hidden');
    expect(query).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ query: GetClientDocument }));
    setVisibility('visible');
    expect(query).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(OWNER_REFRESH_INTERVAL_MS + 1);
    setVisibility('visible');
    expect(query).toHaveBeenCalledTimes(2);

    unmount();
    jest.advanceTimersByTime(OWNER_REFRESH_INTERVAL_MS + 1);
    setVisibility('visible');
    expect(query).toHaveBeenCalledTimes(2);
  });
});
