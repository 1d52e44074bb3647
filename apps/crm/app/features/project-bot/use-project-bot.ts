import { useMutation, useQuery } from '@apollo/client/react';
import {
  ConnectProjectBotDocument,
  DisconnectProjectBotDocument,
  GetProjectBotDocument,
} from '@donut/graphql';
import { useRevalidateOnPaymentRequired } from '../../shared/payment-required';

/** The project's own bot, and ConnectProjectBot / DisconnectProjectBot, whose answers replace it in the cache. */
export function useProjectBot(projectId: string) {
  const query = useQuery(GetProjectBotDocument, { variables: { project_id: projectId } });
  useRevalidateOnPaymentRequired(query.error);
  const [connect] = useMutation(ConnectProjectBotDocument);
  const [disconnect] = useMutation(DisconnectProjectBotDocument);
  const bot = query.data?.project_bot ?? null;
  return {
    bot,
    isLoading: query.loading && !bot,
    hasError: Boolean(query.error) && !bot,
    retry: () => query.refetch().catch(() => undefined),
    async connect(token: string) {
      const { data } = await connect({ variables: { project_id: projectId, token } });
      if (!data) throw new Error('ConnectProjectBot answered without data');
      return data.connect_project_bot;
    },
    async disconnect() {
      const { data } = await disconnect({ variables: { project_id: projectId } });
      if (!data) throw new Error('DisconnectProjectBot answered without data');
      return data.disconnect_project_bot;
    },
  };
}

export type ProjectBotActions = Pick<ReturnType<typeof useProjectBot>, 'connect' | 'disconnect'>;
