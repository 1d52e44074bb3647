import type { IntlShape } from 'react-intl';
import type { CustomerFieldsFragment } from '@donut/graphql';

type Named = Pick<CustomerFieldsFragment, 'name' | 'phone' | 'email' | 'telegram'>;

/** What names a customer in lists and headings: the name, else the phone, the e-mail or the Telegram username. */
export function customerTitle(customer: Named, intl: IntlShape): string {
  const username = customer.telegram?.username;
  return (
    customer.name ??
    customer.phone ??
    customer.email ??
    (username ? `@${username}` : intl.formatMessage({ id: 'crm.customers.no-name' }))
  );
}

/** A percentage as the locale writes it: 10 %, 10%. */
export const formatPercent = (intl: IntlShape, percent: number): string =>
  intl.formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 0 });

/** A Telegram account as the owner reads it: @username, or its number when it has no username. */
export function telegramLabel(telegram: CustomerFieldsFragment['telegram'], intl: IntlShape): string | null {
  if (!telegram) return null;
  return telegram.username
    ? `@${telegram.username}`
    : intl.formatMessage({ id: 'crm.customers.details.telegram-id' }, { id: telegram.user_id });
}
