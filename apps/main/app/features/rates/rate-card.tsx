import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { GetRateListQuery } from '@donut/graphql';
import './rate-card.css';

type Rate = GetRateListQuery['rate_list'][number];

const LIMITS = [
  ['employees', 'max_employees'],
  ['products', 'max_products'],
  ['services', 'max_services'],
  ['chats', 'max_chats'],
  ['storage', 'max_storage'],
] as const;

const usd = (value: number) => (
  <FormattedNumber value={value} style="currency" currency="USD" maximumFractionDigits={0} />
);

/** A limit, or "unlimited" alone for null: the storage unit goes with a number only («без ограничений», not «без ограничений ГБ»). */
function limitValue(value: number | null, isStorage: boolean): ReactNode {
  if (value === null) return <FormattedMessage id="main.rates.unlimited" />;
  const number = <FormattedNumber value={value} />;
  return isStorage ? <FormattedMessage id="main.rates.storage-size" values={{ value: number }} /> : number;
}

export interface RateCardProps {
  rate: Rate;
  /** The plan's button under its limits (the visitor's "try free"). */
  action?: ReactNode;
}

/** One plan: price (monthly, with the yearly option), limits, support level and advertising. */
export function RateCard({ rate, action }: RateCardProps) {
  return (
    <article className="rate-card" aria-labelledby={`rate-${rate.code}`} data-rate={rate.code}>
      <h2 id={`rate-${rate.code}`}>{rate.name}</h2>
      <p className="rate-card__description">{rate.description}</p>
      {rate.price_monthly === null ? (
        <p className="rate-card__price">
          <FormattedMessage id="main.rates.price-on-request" />
        </p>
      ) : (
        <>
          <p className="rate-card__price">
            <FormattedMessage id="main.rates.price-monthly" values={{ price: usd(rate.price_monthly) }} />
          </p>
          {rate.price_yearly !== null ? (
            <p className="rate-card__yearly">
              <FormattedMessage
                id="main.rates.price-yearly"
                values={{ price: usd(rate.price_yearly), percent: rate.yearly_discount_percent ?? 0 }}
              />
            </p>
          ) : null}
        </>
      )}
      <ul className="rate-card__limits">
        {LIMITS.map(([name, field]) => (
          <li key={name}>
            <FormattedMessage
              id={`main.rates.limit.${name}`}
              values={{
                value: limitValue(rate[field], name === 'storage'),
              }}
            />
          </li>
        ))}
        <li>
          <FormattedMessage id={`main.rates.support.${rate.support_type}`} />
        </li>
        <li>
          <FormattedMessage id={rate.no_ads ? 'main.rates.ads.hidden' : 'main.rates.ads.shown'} />
        </li>
      </ul>
      {action ? <div className="rate-card__action">{action}</div> : null}
    </article>
  );
}
