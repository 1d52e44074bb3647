import { useQuery } from '@apollo/client/react';
import { GetCurrencyListDocument, GetDirectionListDocument } from '@donut/graphql';
import type { SelectOption } from '@donut/ui';

/** The API's page limit: every currency fits in one page, sorted by its name in the page language. */
export const CURRENCY_LIST_VARIABLES = { limit: 250, order_by: { field: 'name', direction: 'asc' } } as const;

export interface ReferenceOptions {
  options: SelectOption[];
  isLoading: boolean;
}

/**
 * Currencies and business directions for the create form. The page's Apollo client sends the page
 * language, so the API answers the names in it.
 */
export function useProjectReferences(): { currencies: ReferenceOptions; directions: ReferenceOptions } {
  const currencies = useQuery(GetCurrencyListDocument, { variables: CURRENCY_LIST_VARIABLES });
  const directions = useQuery(GetDirectionListDocument);
  return {
    currencies: {
      // The code first: owners know "GEL" and "USD" better than the currencies' full names.
      options: (currencies.data?.currency_list.info ?? []).map((currency) => ({
        value: currency.id,
        label: `${currency.code} — ${currency.name}`,
      })),
      isLoading: currencies.loading,
    },
    directions: {
      options: (directions.data?.direction_list ?? []).map((direction) => ({
        value: direction.id,
        label: direction.name,
      })),
      isLoading: directions.loading,
    },
  };
}
