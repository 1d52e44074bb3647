import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import {
  CancelClientEmailChangeDocument,
  ChangeClientEmailDocument,
  ResendClientEmailChangeDocument,
} from '@donut/graphql';

const setPending = (cache: ApolloCache, clientId: string, pendingEmail: string | null) =>
  cache.modify({
    id: cache.identify({ __typename: 'Client', id: clientId }),
    fields: { pending_email: () => pendingEmail },
  });

/**
 * ChangeClientEmail, its resend and cancel. The pending address shows at once from the cache (the API
 * stores it lower-cased, as here), without asking GetClient again.
 */
export function useEmailChange(clientId: string) {
  const [change] = useMutation(ChangeClientEmailDocument);
  const [resend, resendState] = useMutation(ResendClientEmailChangeDocument);
  const [cancel, cancelState] = useMutation(CancelClientEmailChangeDocument, {
    update: (cache) => setPending(cache, clientId, null),
  });

  return {
    async change(email: string, password: string | null) {
      const pendingEmail = email.trim().toLowerCase();
      await change({
        variables: { email: pendingEmail, password },
        update: (cache) => setPending(cache, clientId, pendingEmail),
      });
    },
    resend: async () => void (await resend()),
    cancel: async () => void (await cancel()),
    isResending: resendState.loading,
    isCancelling: cancelState.loading,
  };
}
