import { useQuery } from '@apollo/client/react';
import { GetCurrencyListDocument } from '@donut/graphql';
import type { PriceCurrency } from './service-price';
import { currencyVariables } from './starter-content-queries';

/** The project's currency (prices are in its minor units); null without one or while unknown. */
export function useProjectCurrency(currencyId: string | null): PriceCurrency | null {
  const query = useQuery(GetCurrencyListDocument, {
    variables: currencyVariables(currencyId ?? ''),
    skip: !currencyId,
  });
  const currency = query.data?.currency_list.info[0];
  return currency ? { code: currency.code, minorDigits: currency.minor_digits } : null;
}
