import { useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import {
  AddApplicationNoteDocument,
  GetApplicationCountsDocument,
  GetApplicationDocument,
  readApiError,
  SetApplicationStatusDocument,
  type ApplicationStatus,
} from '@donut/graphql';
import { useRevalidateOnPaymentRequired } from '../../shared/payment-required';

/** Lists hold applications in another order or filter now: they load again when next shown. */
function forgetApplicationLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'application_list' });
  cache.gc();
}

/** One application of the project for its card, and the status moves and notes the card makes. */
export function useApplication(projectId: string, id: string) {
  const query = useQuery(GetApplicationDocument, { variables: { project_id: projectId, id } });
  useRevalidateOnPaymentRequired(query.error);
  const counts = [{ query: GetApplicationCountsDocument, variables: { project_id: projectId } }];
  const [setStatus] = useMutation(SetApplicationStatusDocument, {
    refetchQueries: counts,
    update: forgetApplicationLists,
  });
  const [addNote] = useMutation(AddApplicationNoteDocument);
  const application = query.data?.application ?? null;
  return {
    application,
    isLoading: query.loading && !application,
    isNotFound:
      !application && ['NOT_FOUND', 'BAD_USER_INPUT'].includes(readApiError(query.error).code ?? ''),
    retry: () => query.refetch().catch(() => undefined),
    /** Moves it to `status` (a rejection with its reason); the answer updates the card through the cache. */
    setStatus: (status: ApplicationStatus, reason?: string) =>
      setStatus({ variables: { project_id: projectId, id, status, reason } }),
    addNote: (text: string) => addNote({ variables: { project_id: projectId, id, text } }),
  };
}
