import { data, Outlet, redirect } from 'react-router';
import { isLocale, localeRedirectTarget, localeSourcesFromRequest } from '@donut/i18n';
import type { Route } from './+types/locale-layout';
import { SiteFrame } from '../layout/site-frame';

/**
 * The first segment must be a locale. Any other page path moves (301) under the visitor's locale;
 * locale-free paths (/admin, /api, /assets...) that reach this app do not exist here.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  if (isLocale(params.locale)) return { locale: params.locale };
  const url = new URL(request.url);
  const target = localeRedirectTarget(url, localeSourcesFromRequest(request));
  if (target) throw redirect(target, 301);
  throw data(`Page Not Found: ${url.pathname}`, { status: 404 });
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame locale={loaderData.locale}>
      <Outlet />
    </SiteFrame>
  );
}
