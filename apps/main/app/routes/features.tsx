import { notFound, publicPageCache, redirectSignedIn } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import type { Route } from './+types/features';
import { FeaturePage } from '../features/marketing/features/feature-page';
import { featureMessage } from '../features/marketing/features/feature-content';
import { isFeatureSlug } from '../features/marketing/marketing-pages';
import { getIntl, pageTitle } from '../i18n/catalogs';
import { withOpenGraph } from '../seo/with-open-graph';

/** Served to anonymous visitors from the HTML cache (ADR 0018). */
export const middleware: Route.MiddlewareFunction[] = [publicPageCache.middleware];

/** Spec §2: a signed-in owner goes to the projects page; an unknown feature is a 404. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  redirectSignedIn(request, context, 'features');
  if (!isFeatureSlug(params.feature)) notFound(request);
  return { feature: params.feature };
}

export function meta({ params, loaderData }: Route.MetaArgs) {
  const locale = params.locale as Locale;
  if (!loaderData) return [];
  return withOpenGraph([
    { title: pageTitle(locale, featureMessage(loaderData.feature, 'title')) },
    {
      name: 'description',
      content: getIntl(locale).formatMessage({ id: featureMessage(loaderData.feature, 'description') }),
    },
  ]);
}

export default function Feature({ loaderData }: Route.ComponentProps) {
  return <FeaturePage slug={loaderData.feature} />;
}
