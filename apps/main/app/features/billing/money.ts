import type { IntlShape } from 'react-intl';

/** An amount in minor units (cents, as the API sends money) as the page's locale writes it, e.g. "$39.50" or "39,50 $". */
export function formatMinor(intl: IntlShape, amountMinor: number, currency: string): string {
  return intl.formatNumber(amountMinor / 100, { style: 'currency', currency });
}
