import { FormattedMessage, useIntl } from 'react-intl';
import type { CustomerEventFieldsFragment } from '@donut/graphql';
import { formatPercent } from './customer-title';

/** One timeline entry as a sentence in the CRM's language; a note is its text, shown as written. */
export function CustomerEventLine({ event }: { event: CustomerEventFieldsFragment }) {
  const intl = useIntl();
  switch (event.kind) {
    case 'note':
      return <p className="crm-event__note">{event.text}</p>;
    case 'created':
      return (
        <FormattedMessage id="crm.customers.event.created" values={{ source: event.text ?? 'manual' }} />
      );
    case 'signed_in':
      return (
        <FormattedMessage id="crm.customers.event.signed-in" values={{ source: event.text ?? 'other' }} />
      );
    case 'discount_changed':
      return (
        <FormattedMessage
          id="crm.customers.event.discount"
          values={{
            previous: formatPercent(intl, event.previous_percent ?? 0),
            percent: formatPercent(intl, event.percent ?? 0),
          }}
        />
      );
    case 'profile_changed':
      return (
        <FormattedMessage
          id="crm.customers.event.profile"
          values={{ author: event.by_owner ? 'owner' : 'customer' }}
        />
      );
    case 'merged':
      return event.text ? (
        <FormattedMessage id="crm.customers.event.merged" values={{ name: event.text }} />
      ) : (
        <FormattedMessage id="crm.customers.event.merged-unnamed" />
      );
    default:
      return null;
  }
}
