import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { GetRateListDocument, type GetRateListQuery } from '@donut/graphql';
import { RateCard } from './rate-card';
import './rates-page.css';

type Rate = GetRateListQuery['rate_list'][number];

export interface RatesPageProps {
  /** A plan's button under its card (the route gives the visitor's). */
  renderPlanAction: (plan: Rate) => ReactNode;
  /** What the page offers below the plans (the route gives the popular questions and the contact form). */
  children?: ReactNode;
}

/** The public plans. A signed-in owner is sent on to the cabinet (routes/rates.tsx), so every button here is a visitor's. */
export function RatesPage({ renderPlanAction, children }: RatesPageProps) {
  const { data, error } = useQuery(GetRateListDocument);
  return (
    <section className="rates" aria-labelledby="rates-heading">
      <h1 id="rates-heading">
        <FormattedMessage id="main.rates.heading" />
      </h1>
      <p className="rates__lead">
        <FormattedMessage id="main.rates.lead" />
      </p>
      {error && !data ? (
        <p role="alert">
          <FormattedMessage id="main.rates.error" />
        </p>
      ) : !data ? (
        <p aria-busy="true">
          <FormattedMessage id="main.rates.loading" />
        </p>
      ) : (
        <ul className="rates__list">
          {data.rate_list.map((rate) => (
            <li key={rate.id}>
              <RateCard rate={rate} action={renderPlanAction(rate)} />
            </li>
          ))}
        </ul>
      )}
      {children ? <div className="rates__more">{children}</div> : null}
    </section>
  );
}
