import type { ApolloClient } from '@apollo/client';
import { GetProductCategoryListDocument, GetWorkingHoursDocument } from '@donut/graphql';
import type { CrmProject } from '../../shared/project/load-project';
import { sectionsFromMenu } from '../../shared/project/sections';

/** The home screen's categories come as chips, a page at a time. */
export const CATEGORIES_PAGE_SIZE = 20;

export const categoryListVariables = (projectId: string) => ({
  project_id: projectId,
  limit: CATEGORIES_PAGE_SIZE,
  offset: 0,
});

/**
 * Fills the request's Apollo cache with what the home screen shows, so the first paint has it. A
 * failure is left to the screen: its block shows the error and a retry after hydration.
 */
export async function prefetchStarterContent(client: ApolloClient, project: CrmProject): Promise<void> {
  const sections = sectionsFromMenu(project.menu);
  await Promise.allSettled([
    client.query({ query: GetWorkingHoursDocument, variables: { project_id: project.id } }),
    sections.products
      ? client.query({ query: GetProductCategoryListDocument, variables: categoryListVariables(project.id) })
      : null,
  ]);
}
