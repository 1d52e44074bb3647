import { useMutation } from '@apollo/client/react';
import { SaveProjectSettingsDocument, type SaveProjectSettingsMutationVariables } from '@donut/graphql';
import type { CrmProject } from '../../shared/project/load-project';

export type SettingsChanges = SaveProjectSettingsMutationVariables;

/**
 * SaveProjectSettings: the project's fields, its pictures (File objects in `image_main` and
 * `image_gallery_uploads`, sent as one multipart request by the Apollo client) and its sections, in one
 * round trip. The answer updates the project in the cache, where the layout and the pages read it.
 * Resolves with the saved project; rejects like `useMutation` does, GraphQL errors as `CombinedGraphQLErrors`.
 */
export function useSaveProject() {
  const [save] = useMutation(SaveProjectSettingsDocument, {
    // save_project's answer is normalized into the project by itself; its menu is the one before save_menu ran.
    update(cache, { data }) {
      if (!data) return;
      cache.modify({ id: cache.identify(data.save_project), fields: { menu: () => data.save_menu } });
    },
  });

  return async function saveProject(variables: SettingsChanges): Promise<CrmProject> {
    const { data } = await save({ variables });
    if (!data) throw new Error('SaveProjectSettings answered without data');
    return { ...data.save_project, menu: data.save_menu };
  };
}
