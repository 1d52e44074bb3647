import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { GetRateListQuery } from '@donut/graphql';
import type { BillingCycle } from './billing-cycle-switch';

type Rate = GetRateListQuery['rate_list'][number];

export interface RateComparisonTableProps {
  rates: Rate[];
  cycle: BillingCycle;
  /** A last row with each plan's button (the cabinet's plan buttons); none without it. */
  renderAction?: (rate: Rate) => ReactNode;
}

const usd = (value: number) => (
  <FormattedNumber value={value} style="currency" currency="USD" maximumFractionDigits={0} />
);

/** A limit, or "unlimited" for null (docs/adr/0003-plans-and-prices.md). */
function limit(value: number | null, unit?: 'storage'): ReactNode {
  if (value === null) return <FormattedMessage id="main.rates.unlimited" />;
  return unit ? (
    <FormattedMessage id="main.about.rates.storage" values={{ value: <FormattedNumber value={value} /> }} />
  ) : (
    <FormattedNumber value={value} />
  );
}

function price(rate: Rate, cycle: BillingCycle): ReactNode {
  if (rate.price_monthly === null || rate.price_yearly === null)
    return <FormattedMessage id="main.rates.price-on-request" />;
  if (cycle === 'monthly')
    return <FormattedMessage id="main.about.rates.per-month" values={{ price: usd(rate.price_monthly) }} />;
  return (
    <>
      <FormattedMessage id="main.about.rates.per-year" values={{ price: usd(rate.price_yearly) }} />
      {rate.yearly_discount_percent ? (
        <span className="about__saving">
          <FormattedMessage id="main.about.rates.saving" values={{ percent: rate.yearly_discount_percent }} />
        </span>
      ) : null}
    </>
  );
}

/** Every row of the comparison: a label and what each plan has. */
const ROWS: ReadonlyArray<[string, (rate: Rate, cycle: BillingCycle) => ReactNode]> = [
  ['description', (rate) => rate.description],
  ['price', price],
  ['employees', (rate) => limit(rate.max_employees)],
  ['products', (rate) => limit(rate.max_products)],
  ['services', (rate) => limit(rate.max_services)],
  ['chats', (rate) => limit(rate.max_chats)],
  ['storage', (rate) => limit(rate.max_storage, 'storage')],
  ['support', (rate) => <FormattedMessage id={`main.rates.support.${rate.support_type}`} />],
  ['ads', (rate) => <FormattedMessage id={rate.no_ads ? 'main.rates.ads.hidden' : 'main.rates.ads.shown'} />],
];

/**
 * Plans as columns and every limit as a row, so any two plans compare at a glance. Wide: it scrolls
 * sideways in a region that takes keyboard focus, so arrow keys scroll it too.
 */
export function RateComparisonTable({ rates, cycle, renderAction }: RateComparisonTableProps) {
  return (
    <div className="about__table-scroll" role="region" aria-labelledby="rates-caption" tabIndex={0}>
      <table className="about__table">
        <caption id="rates-caption">
          <FormattedMessage id="main.about.rates.caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="main.about.rates.row.plan" />
            </th>
            {rates.map((rate) => (
              <th key={rate.id} scope="col" data-rate={rate.code}>
                {rate.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([row, cell]) => (
            <tr key={row} data-row={row}>
              <th scope="row">
                <FormattedMessage id={`main.about.rates.row.${row}`} />
              </th>
              {rates.map((rate) => (
                <td key={rate.id}>{cell(rate, cycle)}</td>
              ))}
            </tr>
          ))}
          {renderAction ? (
            <tr data-row="action">
              <th scope="row">
                <FormattedMessage id="main.about.rates.row.action" />
              </th>
              {rates.map((rate) => (
                <td key={rate.id}>{renderAction(rate)}</td>
              ))}
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
