import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { CustomerFieldsFragment } from '@donut/graphql';
import { LOCALE_NATIVE_NAMES, isLocale } from '@donut/i18n';
import { customerTitle, formatPercent, telegramLabel } from './customer-title';

export interface CustomerDetailsProps {
  customer: CustomerFieldsFragment;
  /** The business's time zone, for the dates. */
  timeZone: string;
}

/** The customer's contacts, language, source, discount and dates; a phone, e-mail and Telegram are links. */
export function CustomerDetails({ customer, timeZone }: CustomerDetailsProps) {
  const intl = useIntl();
  const none = <FormattedMessage id="crm.customers.details.none" />;
  const telegram = telegramLabel(customer.telegram, intl);
  const date = (value: string) => (
    <FormattedDate value={value} dateStyle="long" timeStyle="short" timeZone={timeZone} />
  );
  const rows = [
    {
      label: 'crm.customers.field.phone',
      value: customer.phone ? <a href={`tel:${customer.phone}`}>{customer.phone}</a> : none,
    },
    {
      label: 'crm.customers.field.email',
      value: customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : none,
    },
    {
      label: 'crm.customers.details.telegram',
      value: customer.telegram?.username ? (
        <a href={`https://t.me/${customer.telegram.username}`} target="_blank" rel="noopener noreferrer">
          {telegram}
        </a>
      ) : (
        (telegram ?? none)
      ),
    },
    {
      label: 'crm.customers.field.language',
      value: isLocale(customer.language) ? (
        <span lang={customer.language}>{LOCALE_NATIVE_NAMES[customer.language]}</span>
      ) : (
        customer.language
      ),
    },
    { label: 'crm.customers.details.discount', value: formatPercent(intl, customer.discount_percent) },
    {
      label: 'crm.customers.details.source',
      value: <FormattedMessage id="crm.customers.source" values={{ source: customer.source }} />,
    },
    { label: 'crm.customers.details.created', value: date(customer.created_at) },
    {
      label: 'crm.customers.details.last-seen',
      value: customer.last_seen_at ? (
        date(customer.last_seen_at)
      ) : (
        <FormattedMessage id="crm.customers.details.never" />
      ),
    },
  ];
  return (
    <dl className="crm-details" aria-label={customerTitle(customer, intl)}>
      {rows.map((row) => (
        <div key={row.label} className="crm-details__row">
          <dt>
            <FormattedMessage id={row.label} />
          </dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
