import type { ApolloClient } from '@apollo/client';
import { GetApplicationDocument, GetApplicationListDocument } from '@donut/graphql';
import { applicationListVariables, readApplicationListState } from './application-list-state';

/** Fills the request's Apollo cache with the inbox the address asks for, so the first paint shows it. */
export async function prefetchApplicationList(
  client: ApolloClient,
  project: { id: string; timezone: string },
  url: URL,
): Promise<void> {
  await client
    .query({
      query: GetApplicationListDocument,
      variables: applicationListVariables(
        project.id,
        readApplicationListState(url.searchParams),
        project.timezone,
      ),
    })
    .catch(() => undefined);
}

/** The same for an application's card. */
export async function prefetchApplication(
  client: ApolloClient,
  projectId: string,
  id: string,
): Promise<void> {
  await client
    .query({ query: GetApplicationDocument, variables: { project_id: projectId, id } })
    .catch(() => undefined);
}
