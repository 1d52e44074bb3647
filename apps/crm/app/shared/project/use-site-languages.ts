import { useQuery } from '@apollo/client/react';
import { GetServiceLanguagesDocument } from '@donut/graphql';

/**
 * The languages of the project's site besides its default one: a service's name and description are written in the
 * default language and may be translated into these (ADR 0030). None for a one-language site, or when the site's
 * settings cannot be read (the form then offers no translations rather than none at all).
 */
export function useOtherSiteLanguages(projectId: string): { languages: string[]; isLoading: boolean } {
  const query = useQuery(GetServiceLanguagesDocument, { variables: { project_id: projectId } });
  const site = query.data?.site_settings;
  return {
    languages: site ? site.languages.filter((language) => language !== site.default_language) : [],
    isLoading: query.loading && !site,
  };
}

/**
 * Every language of the project's site, its default first: texts the site shows in each of them (the shop's delivery
 * names). The default alone while the site's settings are unknown.
 */
export function useSiteLanguages(projectId: string): { languages: string[]; isLoading: boolean } {
  const query = useQuery(GetServiceLanguagesDocument, { variables: { project_id: projectId } });
  const site = query.data?.site_settings;
  return {
    languages: site
      ? [site.default_language, ...site.languages.filter((language) => language !== site.default_language)]
      : [],
    isLoading: query.loading && !site,
  };
}
