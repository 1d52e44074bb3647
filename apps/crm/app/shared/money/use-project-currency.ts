import { useQuery } from '@apollo/client/react';
import { GetCurrencyListDocument } from '@donut/graphql';
import type { PriceCurrency } from './price';

/** GetCurrencyList's variables for one currency: the project's. */
export const currencyVariables = (currencyId: string) => ({ filter: { ids: [currencyId] }, limit: 1 });

/**
 * The project's currency (prices are in its minor units): null without one or while unknown; `isLoading` while a
 * project that has one waits for it, so a form does not check amounts with the wrong decimals meanwhile.
 */
export function useProjectCurrency(currencyId: string | null): {
  currency: PriceCurrency | null;
  isLoading: boolean;
} {
  const query = useQuery(GetCurrencyListDocument, {
    variables: currencyVariables(currencyId ?? ''),
    skip: !currencyId,
  });
  const found = query.data?.currency_list.info[0];
  return {
    currency: found ? { code: found.code, minorDigits: found.minor_digits } : null,
    isLoading: Boolean(currencyId) && query.loading && !found,
  };
}
