import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { reloadClient } from '../../shared/client/reload-client';

/** A tab coming back within this time does not ask again. */
export const OWNER_REFRESH_INTERVAL_MS = 10_000;

/**
 * Reloads the owner (GetClient) when the cabinet's tab comes back into view: what happened meanwhile in another
 * tab — an e-mail confirmed from the mail, a Telegram account linked — shows without a reload. The cache
 * update reaches every page that reads the owner.
 */
export function useClientRefreshOnReturn(): void {
  const client = useApolloClient();
  useEffect(() => {
    let lastAsked = Date.now();
    function handleVisibility() {
      if (document.visibilityState !== 'visible' || Date.now() - lastAsked < OWNER_REFRESH_INTERVAL_MS)
        return;
      lastAsked = Date.now();
      reloadClient(client);
    }
    document.addEventListener('visibilitychange', handleVisibility);
    return () => document.removeEventListener('visibilitychange', handleVisibility);
  }, [client]);
}
