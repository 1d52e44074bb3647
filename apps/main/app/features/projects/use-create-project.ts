import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import {
  GetProjectListDocument,
  SaveMenuDocument,
  SaveProjectDocument,
  type SaveProjectMutation,
} from '@donut/graphql';
import { toMenu, toSaveProjectVariables, type ProjectFormValues } from './project-form-values';

/** Spec §4 progress phrases, in their order: loading data, connecting, creating project. */
export type CreationPhase = 'loading' | 'connecting' | 'creating';

export interface CreationOutcome {
  project: SaveProjectMutation['save_project'];
  /** False when the project exists but its sections kept the API's default (all shown). */
  isMenuSaved: boolean;
}

/**
 * Creates a project in two calls: SaveProject, then SaveMenu with the section toggles. `phase` says
 * which step runs, for the progress phrase; null before the first step and after a failure.
 */
export function useCreateProject() {
  const intl = useIntl();
  const client = useApolloClient();
  const [phase, setPhase] = useState<CreationPhase | null>(null);
  const [saveProject] = useMutation(SaveProjectDocument);
  const [saveMenu] = useMutation(SaveMenuDocument);

  // Awaited, so the modal closes onto a list with the new project in it. Not the mutation's own
  // refetchQueries: a failed refetch would then read as a failed SaveMenu. If it fails, the list shows
  // the project on its next load; the project itself is saved.
  const refetchList = () =>
    client.refetchQueries({ include: [GetProjectListDocument] }).catch(() => undefined);

  async function createProject(values: ProjectFormValues): Promise<CreationOutcome> {
    setPhase('loading');
    let project: CreationOutcome['project'];
    try {
      const variables = toSaveProjectVariables(values, intl.locale);
      setPhase('connecting');
      const { data } = await saveProject({ variables });
      if (!data) throw new Error('SaveProject answered without data');
      project = data.save_project;
    } catch (error) {
      setPhase(null);
      throw error;
    }

    setPhase('creating');
    try {
      await saveMenu({ variables: { project_id: project.id, menu: toMenu(values) } });
    } catch {
      // The project exists: failing the form now would make a retry claim its address a second time.
      // It shows every section instead (the API's default), which the owner can change later.
      await refetchList();
      return { project, isMenuSaved: false };
    }
    await refetchList();
    return { project, isMenuSaved: true };
  }

  return { phase, createProject };
}
