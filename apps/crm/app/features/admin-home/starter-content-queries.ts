import type { ApolloClient } from '@apollo/client';
import {
  GetCurrencyListDocument,
  GetProductCategoryListDocument,
  GetServiceListDocument,
  GetWorkingHoursDocument,
} from '@donut/graphql';
import type { CrmProject } from '../../shared/project/load-project';
import { sectionsFromMenu } from '../../shared/project/sections';

/** Pages of the home screen's lists: a screenful of services, the categories as chips. */
export const SERVICES_PAGE_SIZE = 10;
export const CATEGORIES_PAGE_SIZE = 20;

export const serviceListVariables = (projectId: string) => ({
  project_id: projectId,
  limit: SERVICES_PAGE_SIZE,
  offset: 0,
});
export const categoryListVariables = (projectId: string) => ({
  project_id: projectId,
  limit: CATEGORIES_PAGE_SIZE,
  offset: 0,
});
export const currencyVariables = (currencyId: string) => ({ filter: { ids: [currencyId] }, limit: 1 });

/**
 * Fills the request's Apollo cache with what the home screen shows, so the first paint has it. A
 * failure is left to the screen: its block shows the error and a retry after hydration.
 */
export async function prefetchStarterContent(client: ApolloClient, project: CrmProject): Promise<void> {
  const sections = sectionsFromMenu(project.menu);
  await Promise.allSettled([
    client.query({ query: GetWorkingHoursDocument, variables: { project_id: project.id } }),
    sections.services
      ? client.query({ query: GetServiceListDocument, variables: serviceListVariables(project.id) })
      : null,
    sections.services && project.currency_id
      ? client.query({ query: GetCurrencyListDocument, variables: currencyVariables(project.currency_id) })
      : null,
    sections.products
      ? client.query({ query: GetProductCategoryListDocument, variables: categoryListVariables(project.id) })
      : null,
  ]);
}
