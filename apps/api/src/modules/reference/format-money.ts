import type { Locale } from '@donut/i18n';
import { minorDigits } from './currency-minor-digits';

/**
 * An amount stored in minor units (`total_minor`), written for a reader in `locale` with the currency's own
 * number of digits: 3000 GEL is "30,00 ₾" in Georgian, "GEL 30.00" in English; 1500 JPY is "¥1,500". Without a
 * currency (a project that chose none) the number alone.
 */
export function formatMinorAmount(amountMinor: number, currency: string, locale: Locale): string {
  const digits = minorDigits(currency);
  const number = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  const amount = amountMinor / 10 ** digits;
  // A project without a currency keeps amounts in plain numbers (ADR 0008): they are written without a sign.
  if (!/^[A-Z]{3}$/.test(currency)) return new Intl.NumberFormat(locale, number).format(amount);
  return new Intl.NumberFormat(locale, { ...number, style: 'currency', currency }).format(amount);
}
