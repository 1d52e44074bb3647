import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { apolloRouterContext, requireProject, type IntlRouteHandle } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import type { Route } from './+types/service';
import { loadServicePage } from '../features/services/load-services';
import { ServicePage } from '../features/services/service-page';
import { publicPageMeta } from '../shared/public-page-meta';

// The form, its checks (yup) and its texts come after the page's first paint (the server renders it in full):
// the page itself stays within the client view's first-load budget.
// The client's texts load beside the form's code, not with the page (which needs none of them).
const ApplySection = lazy(() =>
  Promise.all([
    import('../features/services/apply/apply-section'),
    import('../shared/customer-intl').then(({ loadCustomerTexts }) => loadCustomerTexts()),
  ]).then(([module]) => module),
);

/** Prices and lengths come formatted from the loader. */
export const handle: IntlRouteHandle = { dates: 'server' };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const domain = requireProject(request, 'client-view');
  return loadServicePage(
    context.get(apolloRouterContext),
    request,
    domain,
    params.locale as Locale,
    params.serviceId,
  );
}

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { service } = loaderData;
  return publicPageMeta(matches, {
    route: 'service',
    params: { serviceId: params.serviceId },
    title: service.name,
    description: service.description?.slice(0, 160),
    image: service.photos[0],
  });
}

export default function ServiceRoute({ loaderData, params }: Route.ComponentProps) {
  const { service, category, form } = loaderData;
  return (
    <ServicePage
      locale={params.locale as Locale}
      service={service}
      category={category}
      applyForm={
        form ? (
          <Suspense
            fallback={
              <p role="status">
                <FormattedMessage id="cv.service.apply-loading" />
              </p>
            }
          >
            <ApplySection serviceId={service.id} form={form} />
          </Suspense>
        ) : null
      }
    />
  );
}
