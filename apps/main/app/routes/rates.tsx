import {
  apolloRouterContext,
  browserApolloClient,
  publicPageCache,
  redirectSignedIn,
} from '@donut/app-shell';
import { GetRateListDocument } from '@donut/graphql';
import type { Locale } from '@donut/i18n';
import type { Route } from './+types/rates';
import { ContactForm } from '../features/about/contact-form';
import { VisitorPlanAction } from '../features/billing/visitor-plan-action';
import { ContactFormFrame } from '../features/marketing/contacts/contact-form-frame';
import { PlanQuestions } from '../features/marketing/questions/plan-questions';
import { RatesPage } from '../features/rates/rates-page';
import { getIntl, pageTitle } from '../i18n/catalogs';
import { withOpenGraph } from '../seo/with-open-graph';

/** Served to anonymous visitors from the HTML cache (ADR 0018). */
export const middleware: Route.MiddlewareFunction[] = [publicPageCache.middleware];

/** Server render: the plans are in the HTML and in the Apollo state handed to the browser. */
export async function loader({ request, context }: Route.LoaderArgs) {
  redirectSignedIn(request, context, 'rates');
  await context.get(apolloRouterContext).query({ query: GetRateListDocument });
  return null;
}

/** Client navigation: fetch straight from the API into the browser cache. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await browserApolloClient(params.locale as Locale).query({ query: GetRateListDocument });
  return null;
}

export function meta({ params }: Route.MetaArgs) {
  return withOpenGraph([
    { title: pageTitle(params.locale as Locale, 'main.rates.title') },
    {
      name: 'description',
      content: getIntl(params.locale as Locale).formatMessage({ id: 'main.rates.meta.description' }),
    },
  ]);
}

/** Spec §2: the plan comparison, then the popular questions and the contact form for the rest. */
export default function Rates() {
  return (
    <RatesPage renderPlanAction={(plan) => <VisitorPlanAction plan={plan} />}>
      <PlanQuestions />
      <ContactFormFrame>
        <ContactForm />
      </ContactFormFrame>
    </RatesPage>
  );
}
