import { useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { GetRateListDocument, type BillingPeriod, type GetRateListQuery } from '@donut/graphql';
import { AboutBreadcrumb } from './about-breadcrumb';
import { BillingCycleSwitch, type BillingCycle } from './billing-cycle-switch';
import { RateComparisonTable } from './rate-comparison-table';
import './about.css';

type Rate = GetRateListQuery['rate_list'][number];

export interface AboutRatesPageProps {
  /** The owner's plan and receipts, above the comparison. */
  billing: ReactNode;
  /** A plan's button in the comparison's last row, for the period the prices are shown in. */
  renderPlanAction: (plan: Rate, plans: Rate[], period: BillingPeriod) => ReactNode;
}

/**
 * client/about/rates: the owner's plan and receipts, then every plan and limit from GetRateList, priced
 * monthly or yearly, each with its plan button (the route gives the billing block and the buttons).
 */
export function AboutRatesPage({ billing, renderPlanAction }: AboutRatesPageProps) {
  const { data, error } = useQuery(GetRateListDocument);
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const period = cycle === 'yearly' ? 'year' : 'month';
  return (
    <article className="about" aria-labelledby="about-rates-heading">
      <AboutBreadcrumb />
      <h1 id="about-rates-heading">
        <FormattedMessage id="main.about.rates.title" />
      </h1>
      <p className="about__lead">
        <FormattedMessage id="main.about.rates.lead" />
      </p>
      {billing}
      {error && !data ? (
        <p role="alert">
          <FormattedMessage id="main.rates.error" />
        </p>
      ) : !data ? (
        <p aria-busy="true">
          <FormattedMessage id="main.rates.loading" />
        </p>
      ) : (
        <>
          <BillingCycleSwitch value={cycle} onChange={setCycle} />
          <RateComparisonTable
            rates={data.rate_list}
            cycle={cycle}
            renderAction={(rate) => renderPlanAction(rate, data.rate_list, period)}
          />
        </>
      )}
    </article>
  );
}
