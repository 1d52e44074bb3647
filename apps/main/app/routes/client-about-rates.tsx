import { apolloRouterContext, browserApolloClient, type BackRouteHandle } from '@donut/app-shell';
import { GetRateListDocument } from '@donut/graphql';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import type { Route } from './+types/client-about-rates';
import { AboutRatesPage } from '../features/about/about-rates-page';
import { BillingBlock } from '../features/billing/billing-block';
import { ClientPlanAction } from '../features/billing/client-plan-action';
import { PlanChange } from '../features/billing/plan-change';
import { pageTitle } from '../i18n/catalogs';

/** Back from a sub-page of About leads to About, even on a first visit (spec §2 route meta). */
export const handle: BackRouteHandle = {
  backUrl: ({ locale }) => routeHref('main', 'clientAbout', {}, { locale: locale as Locale }),
};

/** Server render: the plans are in the HTML; the cabinet layout's loader has checked the session. */
export async function loader({ context }: Route.LoaderArgs) {
  await context.get(apolloRouterContext).query({ query: GetRateListDocument, errorPolicy: 'all' });
  return null;
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await browserApolloClient(params.locale as Locale).query({
    query: GetRateListDocument,
    errorPolicy: 'all',
  });
  return null;
}

export function meta({ params }: Route.MetaArgs) {
  return [{ title: pageTitle(params.locale as Locale, 'main.about.rates.title') }];
}

/** The About section's comparison of plans, with the owner's billing: every button opens one change-plan dialog. */
export default function ClientAboutRates() {
  return (
    <PlanChange>
      {(choose) => (
        <AboutRatesPage
          billing={<BillingBlock onChoose={choose} />}
          renderPlanAction={(plan, plans, period) => (
            <ClientPlanAction plan={plan} plans={plans} period={period} onChoose={choose} />
          )}
        />
      )}
    </PlanChange>
  );
}
