import { useApolloClient, useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { browserPublicEnv } from '@donut/app-shell';
import { needsAccessRenewal } from '@donut/auth';
import {
  GetProjectDocument,
  SaveProjectDocument,
  type SaveProjectMutation,
  type SaveProjectMutationVariables,
  sendMultipartMutation,
  type MultipartFile,
} from '@donut/graphql';
import { useAppStore } from '@donut/store';

export type ProjectChanges = Omit<SaveProjectMutationVariables, 'image_main' | 'image_gallery_uploads'>;
export type SavedProject = SaveProjectMutation['save_project'];

export interface ProjectFiles {
  imageMain: File | null;
  galleryUploads: readonly File[];
}

/**
 * SaveProject: through the Apollo client, or, with files, as one multipart request of its own (the
 * client's HttpLink sends JSON only), so the fields and the pictures are saved together or not at all.
 * Rejects like `useMutation` does: GraphQL errors as `CombinedGraphQLErrors`.
 */
export function useSaveProject(domain: string) {
  const client = useApolloClient();
  const store = useAppStore();
  const intl = useIntl();
  const [saveProject] = useMutation(SaveProjectDocument);

  // The Apollo client renews the token before each request (spec §4); this request bypasses it, so a
  // token about to expire is renewed by a round-trip through the client first. Read from the store
  // after the await: a value captured at render would be the old token.
  async function freshAccessToken(): Promise<string | null> {
    const { accessToken, expiresAccessToken } = store.getState().session;
    if (accessToken && expiresAccessToken && !needsAccessRenewal(expiresAccessToken, Date.now() / 1000))
      return accessToken;
    await client.query({ query: GetProjectDocument, variables: { domain }, fetchPolicy: 'network-only' });
    return store.getState().session.accessToken;
  }

  return async function save(
    changes: ProjectChanges,
    { imageMain, galleryUploads }: ProjectFiles,
  ): Promise<SavedProject> {
    const files: MultipartFile[] = [
      ...(imageMain ? [{ path: 'image_main', file: imageMain }] : []),
      ...galleryUploads.map((file, index) => ({ path: `image_gallery_uploads.${index}`, file })),
    ];
    if (files.length === 0) {
      const { data } = await saveProject({ variables: changes });
      if (!data) throw new Error('SaveProject answered without data');
      return data.save_project;
    }
    const data = await sendMultipartMutation<SaveProjectMutation>({
      url: `${browserPublicEnv().apiUrl}/graphql`,
      // The cache's version of the document asks for __typename, so the answer normalizes like Apollo's own.
      document: client.cache.transformDocument(SaveProjectDocument),
      variables: {
        ...changes,
        image_main: imageMain ? null : undefined,
        image_gallery_uploads: galleryUploads.length ? galleryUploads.map(() => null) : undefined,
      },
      files,
      accessToken: await freshAccessToken(),
      language: intl.locale,
    });
    client.cache.writeQuery({
      query: GetProjectDocument,
      variables: { domain },
      data: { project: data.save_project },
    });
    return data.save_project;
  };
}
