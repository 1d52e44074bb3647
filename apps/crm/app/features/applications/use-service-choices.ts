import { useQuery } from '@apollo/client/react';
import { GetServiceListDocument } from '@donut/graphql';

/** The project's services by name, for the inbox's service filter (the API answers at most 100 at once). */
export function useServiceChoices(projectId: string, { skip = false }: { skip?: boolean } = {}) {
  const query = useQuery(GetServiceListDocument, {
    variables: { project_id: projectId, sort: { field: 'name', direction: 'asc' }, limit: 100, offset: 0 },
    skip,
  });
  return {
    services: (query.data?.service_list.list ?? []).map((service) => ({
      value: service.id,
      label: service.name,
    })),
    isLoading: query.loading,
  };
}
