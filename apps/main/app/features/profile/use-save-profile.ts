import { useMutation } from '@apollo/client/react';
import {
  UpdateClientProfileDocument,
  type UpdateClientProfileMutation,
  type UpdateClientProfileMutationVariables,
} from '@donut/graphql';

export type ProfileChanges = Omit<UpdateClientProfileMutationVariables, 'avatar'>;
export type SavedClient = UpdateClientProfileMutation['update_client_profile'];

/**
 * UpdateClientProfile, with a new avatar as a File (the Apollo client then sends a multipart request). The
 * answer is the owner (`Client` by id), so the cache's GetClient shows the new data without a refetch.
 * Rejects like `useMutation` does: GraphQL errors as `CombinedGraphQLErrors`.
 */
export function useSaveProfile() {
  const [updateProfile] = useMutation(UpdateClientProfileDocument);

  return async function saveProfile(changes: ProfileChanges, avatar: File | null): Promise<SavedClient> {
    const { data } = await updateProfile({ variables: avatar ? { ...changes, avatar } : changes });
    if (!data) throw new Error('UpdateClientProfile answered without data');
    return data.update_client_profile;
  };
}
