import { useApolloClient, useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { browserPublicEnv } from '@donut/app-shell';
import { needsAccessRenewal } from '@donut/auth';
import {
  GetClientDocument,
  UpdateClientProfileDocument,
  type UpdateClientProfileMutation,
  type UpdateClientProfileMutationVariables,
  sendMultipartMutation,
} from '@donut/graphql';
import { useAppStore } from '@donut/store';

export type ProfileChanges = Omit<UpdateClientProfileMutationVariables, 'avatar'>;
export type SavedClient = UpdateClientProfileMutation['update_client_profile'];

/**
 * UpdateClientProfile: through the Apollo client, or, with a new avatar, as a multipart request of
 * its own (the client's HttpLink sends JSON only). Both end with the owner's new data in the cache.
 * Rejects like `useMutation` does: GraphQL errors as `CombinedGraphQLErrors`.
 */
export function useSaveProfile() {
  const client = useApolloClient();
  const store = useAppStore();
  const intl = useIntl();
  const [updateProfile] = useMutation(UpdateClientProfileDocument);

  // The Apollo client renews the token before each request (spec §4); this request bypasses it, so a
  // token about to expire is renewed by a round-trip through the client first. Read from the store
  // after the await: a value captured at render would be the old token.
  async function freshAccessToken(): Promise<string | null> {
    const { accessToken, expiresAccessToken } = store.getState().session;
    if (accessToken && expiresAccessToken && !needsAccessRenewal(expiresAccessToken, Date.now() / 1000))
      return accessToken;
    await client.query({ query: GetClientDocument, fetchPolicy: 'network-only' });
    return store.getState().session.accessToken;
  }

  return async function saveProfile(changes: ProfileChanges, avatar: File | null): Promise<SavedClient> {
    if (!avatar) {
      const { data } = await updateProfile({ variables: changes });
      if (!data) throw new Error('UpdateClientProfile answered without data');
      return data.update_client_profile;
    }
    const data = await sendMultipartMutation<UpdateClientProfileMutation>({
      url: `${browserPublicEnv().apiUrl}/graphql`,
      // The cache's version of the document asks for __typename, so the answer normalizes like Apollo's own.
      document: client.cache.transformDocument(UpdateClientProfileDocument),
      variables: { ...changes, avatar: null },
      files: [{ path: 'avatar', file: avatar }],
      accessToken: await freshAccessToken(),
      language: intl.locale,
    });
    const saved = data.update_client_profile;
    client.cache.updateQuery({ query: GetClientDocument }, (current) =>
      current ? { client: { ...current.client, ...saved } } : current,
    );
    return saved;
  };
}
