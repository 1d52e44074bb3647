import { useQuery } from '@apollo/client/react';
import { GetCountryListDocument, GetLanguageListDocument, GetTimezoneListDocument } from '@donut/graphql';
import type { SelectOption } from '@donut/ui';

/** The API's page limit: every country fits in one page. */
export const COUNTRY_LIST_VARIABLES = { limit: 250, order_by: { field: 'name', direction: 'asc' } } as const;
/** Only the languages the product offers. */
export const LANGUAGE_LIST_VARIABLES = { filter: { is_visible: true } } as const;

export interface ReferenceList {
  options: SelectOption[];
  isLoading: boolean;
}

const toList = (
  items: ReadonlyArray<{ id: string; name: string }> | undefined,
  isLoading: boolean,
): ReferenceList => ({
  options: (items ?? []).map((item) => ({ value: item.id, label: item.name })),
  isLoading,
});

/**
 * Countries, languages and time zones for the profile. The page's Apollo client sends the page
 * language, so the API answers the names (and sorts the countries) in it.
 */
export function useReferenceOptions() {
  const countries = useQuery(GetCountryListDocument, { variables: COUNTRY_LIST_VARIABLES });
  const languages = useQuery(GetLanguageListDocument, { variables: LANGUAGE_LIST_VARIABLES });
  const timezones = useQuery(GetTimezoneListDocument);
  return {
    countries: toList(countries.data?.country_list.info, countries.loading),
    languages: toList(languages.data?.language_list.info, languages.loading),
    timezones: toList(timezones.data?.timezone_list, timezones.loading),
  };
}
