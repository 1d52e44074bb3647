import { FormattedMessage, useIntl } from 'react-intl';
import type { CustomerFieldsFragment } from '@donut/graphql';
import { LOCALE_NATIVE_NAMES, isLocale } from '@donut/i18n';
import { mergePreview } from './customer-merge';
import { customerTitle, formatPercent, telegramLabel } from './customer-title';

export interface MergeSummaryProps {
  target: CustomerFieldsFragment;
  source: CustomerFieldsFragment;
}

/** What the merged customer will hold, field by field, and what happens to the other record. */
export function MergeSummary({ target, source }: MergeSummaryProps) {
  const intl = useIntl();
  const preview = mergePreview(target, source);
  const none = intl.formatMessage({ id: 'crm.customers.details.none' });
  const rows: Array<[string, string]> = [
    ['crm.customers.field.name', preview.name ?? none],
    ['crm.customers.field.phone', preview.phone ?? none],
    ['crm.customers.field.email', preview.email ?? none],
    ['crm.customers.details.telegram', telegramLabel(preview.telegram, intl) ?? none],
    [
      'crm.customers.field.language',
      isLocale(preview.language) ? LOCALE_NATIVE_NAMES[preview.language] : preview.language,
    ],
    ['crm.customers.details.discount', formatPercent(intl, preview.discountPercent)],
    ['crm.customers.field.tags', preview.tags.length ? preview.tags.join(', ') : none],
  ];
  return (
    <section className="crm-merge__summary" aria-labelledby="merge-summary-heading">
      <h3 id="merge-summary-heading">
        <FormattedMessage id="crm.customers.merge.result" />
      </h3>
      <p>
        <FormattedMessage
          id="crm.customers.merge.explain"
          values={{ target: customerTitle(target, intl), source: customerTitle(source, intl) }}
        />
      </p>
      <dl className="crm-details">
        {rows.map(([label, value]) => (
          <div key={label} className="crm-details__row">
            <dt>
              <FormattedMessage id={label} />
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
