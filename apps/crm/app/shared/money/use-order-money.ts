import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { formatPrice, type PriceCurrency } from './price';
import { useProjectCurrency } from './use-project-currency';

/** Intl's digits for a currency code: only for a code that is not the project's (whose ISO digits the API gives). */
function intlDigits(code: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** The currency an amount kept in `code`'s minor units is read in: the project's ISO digits when it is that one. */
export function currencyOf(code: string, project: PriceCurrency | null): PriceCurrency {
  return project && project.code === code ? project : { code, minorDigits: intlDigits(code) };
}

/**
 * Formats amounts that carry their own currency (an order keeps the currency it was placed in), in the page locale.
 * @example const money = useOrderMoney(project.currency_id); money(150050, 'GEL') // "1 500,50 ₾"
 */
export function useOrderMoney(projectCurrencyId: string | null) {
  const intl = useIntl();
  const { currency } = useProjectCurrency(projectCurrencyId);
  return useCallback(
    (minor: number, code: string) => formatPrice(minor, currencyOf(code, currency), intl.locale),
    [currency, intl.locale],
  );
}
