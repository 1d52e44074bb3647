import { lazy, Suspense } from 'react';
import { redirect, useRouteLoaderData } from 'react-router';
import { sessionRouterContext } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import type { Route } from './+types/cabinet-sign-in';
import type { Route as LayoutRoute } from './+types/locale-layout';

type LayoutLoaderData = LayoutRoute.ComponentProps['loaderData'];
import { CustomerIntl, loadCustomerTexts } from '../shared/customer-intl';
import { privatePageMeta } from '../shared/page-meta';

// Loaded after the first paint, as the cabinet (routes/cabinet.tsx): the forms and their checks are for this page only.
const SignInPage = lazy(() =>
  Promise.all([import('../features/sign-in/sign-in-page'), loadCustomerTexts()]).then(([module]) => ({
    default: module.SignInPage,
  })),
);

/** A client the server already knows as signed in goes on to the cabinet. */
export function loader({ context, params }: Route.LoaderArgs) {
  if (context.get(sessionRouterContext))
    throw redirect(routeHref('client-view', 'cabinet', {}, { locale: params.locale as Locale }));
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'cv.sign-in.title');
}

export default function CabinetSignInRoute() {
  const layout = useRouteLoaderData<LayoutLoaderData>('routes/locale-layout');
  return (
    <Suspense fallback={null}>
      <CustomerIntl>
        <SignInPage hasBot={Boolean(layout?.site.telegram_bot)} />
      </CustomerIntl>
    </Suspense>
  );
}
