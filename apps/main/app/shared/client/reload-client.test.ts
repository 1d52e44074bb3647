import { ApolloClient } from '@apollo/client';
import { waitFor } from '@testing-library/react';
import { MockLink } from '@apollo/client/testing';
import { createApolloCache, GetClientDocument } from '@donut/graphql';
import { testClient } from '../../testing/test-client';
import { reloadClient } from './reload-client';

describe('reloadClient', () => {
  it('reaches the API even right after hydration, when network-only queries read the restored cache', async () => {
    const cache = createApolloCache();
    cache.writeQuery({
      query: GetClientDocument,
      data: { client: { ...testClient, is_confirm_email: false } },
    });
    const link = new MockLink([
      { request: { query: GetClientDocument }, result: { data: { client: testClient } } },
    ]);
    const client = new ApolloClient({ cache, link, ssrForceFetchDelay: 10_000 });
    reloadClient(client);
    await waitFor(() =>
      expect(client.readQuery({ query: GetClientDocument })?.client.is_confirm_email).toBe(true),
    );
    client.stop();
  });
});
