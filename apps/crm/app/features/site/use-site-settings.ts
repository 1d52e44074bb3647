import { useMutation, useQuery } from '@apollo/client/react';
import { GetSiteSettingsDocument, SaveSiteSettingsDocument, type SiteSettingsInput } from '@donut/graphql';
import { useRevalidateOnPaymentRequired } from '../../shared/payment-required';

/** The project's site settings, and SaveSiteSettings, whose answer replaces them in the cache. */
export function useSiteSettings(projectId: string) {
  const query = useQuery(GetSiteSettingsDocument, { variables: { project_id: projectId } });
  useRevalidateOnPaymentRequired(query.error);
  const [save] = useMutation(SaveSiteSettingsDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.writeQuery({
        query: GetSiteSettingsDocument,
        variables: { project_id: projectId },
        data: { site_settings: data.save_site_settings },
      });
    },
  });
  const settings = query.data?.site_settings ?? null;
  return {
    settings,
    isLoading: query.loading && !settings,
    hasError: Boolean(query.error) && !settings,
    retry: () => query.refetch().catch(() => undefined),
    /** Saves the site; `logo` and `cover` are File objects the Apollo client uploads in the same request. */
    async save(input: SiteSettingsInput, uploads: { logo?: File; cover?: File } = {}) {
      const { data } = await save({ variables: { project_id: projectId, input, ...uploads } });
      if (!data) throw new Error('SaveSiteSettings answered without data');
      return data.save_site_settings;
    },
  };
}
