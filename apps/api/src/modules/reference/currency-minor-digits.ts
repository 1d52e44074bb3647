/**
 * ISO 4217 minor-unit digits where they are not 2: money is stored as integer minor units
 * (amount x 10^digits), so 1 500 JPY is 1500 and 1.250 KWD is 1250. Browsers' Intl disagrees for a
 * few currencies (HUF, IDR), so the apps take the digits from the API (Currency.minor_digits).
 */
const MINOR_DIGITS_EXCEPTIONS: Readonly<Record<string, number>> = { JPY: 0, KRW: 0, VND: 0, KWD: 3 };

export const minorDigits = (currencyCode: string): number => MINOR_DIGITS_EXCEPTIONS[currencyCode] ?? 2;
