import type { Locale } from '@donut/i18n';

/** A catalogue's currency, as the API gives it (services, the shop). */
export interface Currency {
  code: string;
  minorDigits: number;
}

/**
 * Formats on the server, where Node has every locale's data: the page then hydrates without the Intl polyfills a
 * browser lacking Georgian data would need, and the same text comes out on both sides.
 */
export function formatMoney(minor: number, currency: Currency, locale: Locale): string {
  const digits = {
    // Whole amounts stay short ("45 ₾"); kopecks and tetri show only when there are any.
    minimumFractionDigits: minor % 10 ** currency.minorDigits === 0 ? 0 : currency.minorDigits,
    maximumFractionDigits: currency.minorDigits,
  };
  const amount = minor / 10 ** currency.minorDigits;
  // A project that has not chosen its currency yet shows the bare amount.
  if (!/^[A-Z]{3}$/.test(currency.code)) return new Intl.NumberFormat(locale, digits).format(amount);
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.code, ...digits }).format(
    amount,
  );
}
