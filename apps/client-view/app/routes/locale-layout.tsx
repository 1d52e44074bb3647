import { Outlet } from 'react-router';
import {
  apolloRouterContext,
  links,
  redirectAdminToProject,
  requireLocale,
  requireProject,
} from '@donut/app-shell';
import { adminProjectRedirectTarget } from '@donut/link-builder';
import type { Route } from './+types/locale-layout';
import { AccountEntry } from '../layout/account-entry';
import { CartEntry } from '../layout/cart-entry';
import { ProjectFrame } from '../layout/project-frame';
import { loadSite } from '../features/site/load-site';
import { SiteNav } from '../features/site/site-nav';

/** Every page of the client view is a page of the published site on the request's subdomain (else 404). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireLocale(request, params.locale, context);
  // Spec §2's /{locale}/admin?project=X moves to the CRM whatever the site: its loader would only run after this one.
  if (adminProjectRedirectTarget(new URL(request.url), links())) redirectAdminToProject(request);
  const project = requireProject(request, 'client-view');
  const loaded = await loadSite(context.get(apolloRouterContext), request, project, locale);
  return { locale, project, ...loaded };
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  const { locale, project, site, onBrandColor } = loaderData;
  return (
    <ProjectFrame
      locale={locale}
      project={project}
      site={{
        name: site.name,
        brandColor: site.brand_color ?? null,
        onBrandColor,
        languages: site.languages,
      }}
      nav={<SiteNav locale={locale} sections={site.sections} />}
      account={
        <>
          {site.sections.includes('products') ? <CartEntry locale={locale} /> : null}
          <AccountEntry locale={locale} />
        </>
      }
    >
      <Outlet context={loaderData} />
    </ProjectFrame>
  );
}
