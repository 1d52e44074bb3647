import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { GetRateListDocument } from '@donut/graphql';
import { BillingBlock } from '../billing/billing-block';
import { ChangePlanDialog } from '../billing/change-plan-dialog';
import { OwnerPlanAction } from '../billing/owner-plan-action';
import type { PlanChoice } from '../billing/plan-choice';
import { useCheckoutReturn } from '../billing/use-checkout-return';
import { AboutBreadcrumb } from './about-breadcrumb';
import { BillingCycleSwitch, type BillingCycle } from './billing-cycle-switch';
import { RateComparisonTable } from './rate-comparison-table';
import './about.css';

/**
 * client/about/rates: the owner's plan and receipts, then every plan and limit from GetRateList, priced
 * monthly or yearly, each with its plan button; the buttons and the Pay action open one change-plan dialog.
 */
export function AboutRatesPage() {
  const { data, error } = useQuery(GetRateListDocument);
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const [choice, setChoice] = useState<PlanChoice | null>(null);
  useCheckoutReturn();
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
      <BillingBlock onChoose={setChoice} />
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
            renderAction={(rate) => <OwnerPlanAction plan={rate} plans={data.rate_list} period={period} onChoose={setChoice} />}
          />
        </>
      )}
      <ChangePlanDialog choice={choice} onClose={() => setChoice(null)} />
    </article>
  );
}
