import type { Locale } from '@donut/i18n';
import { formatMoney } from '../../../shared/money';

/** The currency's minor digits as ISO 4217 gives them (the order keeps only the code). */
function minorDigitsOf(code: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** Formats an order's amounts in the currency it was placed in. */
export const orderMoney = (currency: string, locale: Locale) => {
  const minorDigits = minorDigitsOf(currency);
  return (minor: number) => formatMoney(minor, { code: currency, minorDigits }, locale);
};
