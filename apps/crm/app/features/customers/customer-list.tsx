import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CustomerFieldsFragment } from '@donut/graphql';
import { routeHref } from '@donut/link-builder';
import { customerTitle, formatPercent } from './customer-title';
import '../../shared/list/list-rows.css';

export interface CustomerListProps {
  customers: readonly CustomerFieldsFragment[];
  /** The business's time zone, for the dates. */
  timeZone: string;
  /** The customers shown are an earlier search's while the new one loads. */
  isStale?: boolean;
}

/**
 * The customers as cards: a row each on a wide screen, stacked on a phone. The name leads to the card; the contacts,
 * tags, discount and last visit follow, each saying what it is, since no column header stands above them.
 */
export function CustomerList({ customers, timeZone, isStale = false }: CustomerListProps) {
  const intl = useIntl();
  return (
    <ul className="crm-list crm-customer-list" aria-busy={isStale || undefined}>
      {customers.map((customer) => (
        <li key={customer.id} className="crm-list-row crm-customer-row">
          <Link
            className="crm-customer-row__name"
            to={routeHref('crm', 'adminCustomer', { id: customer.id })}
          >
            {customerTitle(customer, intl)}
          </Link>
          <span className="crm-customer-row__contacts">
            {[
              customer.phone,
              customer.email,
              customer.telegram?.username ? `@${customer.telegram.username}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
          {customer.tags.length ? (
            <ul
              className="crm-customer-row__tags"
              aria-label={intl.formatMessage({ id: 'crm.customers.field.tags' })}
            >
              {customer.tags.map((tag) => (
                <li key={tag} className="crm-chip">
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
          {customer.discount_percent > 0 ? (
            <span className="crm-customer-row__discount">
              <FormattedMessage
                id="crm.customers.row.discount"
                values={{ percent: formatPercent(intl, customer.discount_percent) }}
              />
            </span>
          ) : null}
          <span className="crm-customer-row__seen">
            {customer.last_seen_at ? (
              <FormattedMessage
                id="crm.customers.row.last-seen"
                values={{
                  date: (
                    <FormattedDate value={customer.last_seen_at} dateStyle="medium" timeZone={timeZone} />
                  ),
                }}
              />
            ) : (
              <FormattedMessage
                id="crm.customers.row.added"
                values={{
                  date: <FormattedDate value={customer.created_at} dateStyle="medium" timeZone={timeZone} />,
                }}
              />
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
