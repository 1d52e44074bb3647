import { useMutation, useQuery } from '@apollo/client/react';
import { GetShopSettingsDocument, SaveShopSettingsDocument, type ShopSettingsInput } from '@donut/graphql';
import { useRevalidateOnPaymentRequired } from '../../shared/payment-required';

/** The shop's delivery and payment settings, and their save (the answer updates the cache's copy). */
export function useShopSettings(projectId: string) {
  const query = useQuery(GetShopSettingsDocument, { variables: { project_id: projectId } });
  useRevalidateOnPaymentRequired(query.error);
  const [save] = useMutation(SaveShopSettingsDocument);
  const settings = query.data?.shop_settings ?? null;
  return {
    settings,
    isLoading: query.loading && !settings,
    retry: () => query.refetch().catch(() => undefined),
    save: (input: ShopSettingsInput) => save({ variables: { project_id: projectId, input } }),
  };
}
