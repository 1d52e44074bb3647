import { useQuery } from '@apollo/client/react';
import { GetProjectDocument } from '@donut/graphql';
import type { CrmProject } from './load-project';

/**
 * The CRM's project from the Apollo cache, where the layout's loader put it (on the server, and the page
 * carries that cache to the browser). A save's answer updates it there, so the header, the menu and the
 * sections show the same copy. Null only while it is missing from the cache, and then it is asked for.
 */
export function useCrmProject(domain: string): CrmProject | null {
  const { data } = useQuery(GetProjectDocument, { variables: { domain } });
  return data?.project ?? null;
}
