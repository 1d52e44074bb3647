import { useQuery } from '@apollo/client/react';
import { GetCurrencyListDocument, GetLanguageListDocument, GetTimezoneListDocument } from '@donut/graphql';
import type { SelectOption } from '@donut/ui';

/** Every currency and language fits in one page of the API, sorted by name in the page's language. */
const ALL_BY_NAME = { limit: 250, order_by: { field: 'name', direction: 'asc' } } as const;

export interface ReferenceOptions {
  options: SelectOption[];
  isLoading: boolean;
}

/** The choices of the project's currency, language and time zone, named in the page's language. */
export function useBusinessReferences(): Record<'currencies' | 'languages' | 'timezones', ReferenceOptions> {
  const currencies = useQuery(GetCurrencyListDocument, { variables: ALL_BY_NAME });
  const languages = useQuery(GetLanguageListDocument, { variables: ALL_BY_NAME });
  const timezones = useQuery(GetTimezoneListDocument);
  return {
    currencies: {
      // The code first: owners know "GEL" and "USD" better than the currencies' full names.
      options: (currencies.data?.currency_list.info ?? []).map((currency) => ({
        value: currency.id,
        label: `${currency.code} — ${currency.name}`,
      })),
      isLoading: currencies.loading,
    },
    languages: {
      options: (languages.data?.language_list.info ?? []).map((language) => ({
        value: language.id,
        label: language.name,
      })),
      isLoading: languages.loading,
    },
    timezones: {
      options: (timezones.data?.timezone_list ?? []).map((zone) => ({ value: zone.id, label: zone.name })),
      isLoading: timezones.loading,
    },
  };
}
