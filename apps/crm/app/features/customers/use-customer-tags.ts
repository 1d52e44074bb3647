import { useQuery } from '@apollo/client/react';
import { GetCustomerTagsDocument } from '@donut/graphql';

/** The tags in use in the project (for the tag filter and to offer while typing one); none while they load. */
export function useCustomerTags(projectId: string) {
  const query = useQuery(GetCustomerTagsDocument, { variables: { project_id: projectId } });
  return { tags: query.data?.customer_tags ?? [], isLoading: query.loading && !query.data };
}
