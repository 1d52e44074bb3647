import { useOutletContext } from 'react-router';
import { links, publicPageCache, type HydrationRouteHandle, type IntlRouteHandle } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import type { Route } from './+types/project-home';
import { SiteHome } from '../features/site/site-home';
import type { SiteLoaderData } from '../features/site/load-site';
import { languageLinks } from '../shared/public-page-meta';
import type { Route as LayoutRoute } from './+types/locale-layout';

/** Served to anonymous visitors from the HTML cache (ADR 0018): the page is the same for all of them. */
export const middleware: Route.MiddlewareFunction[] = [publicPageCache.middleware];

/**
 * A page to read, whose links work as plain HTML: it hydrates at the visitor's first interaction (ADR 0019), and at
 * once inside Telegram, where the app sets the Mini App up. Its only dates, the working hours' weekdays, come
 * formatted from the loader, so a browser without Georgian ICU data hydrates it without the DateTimeFormat polyfill.
 */
export const handle: HydrationRouteHandle & IntlRouteHandle = { hydration: 'on-intent', dates: 'server' };

type LayoutData = LayoutRoute.ComponentProps['loaderData'];

/** The site's name and headline, its address in this language, and the same page in its other languages. */
export function meta({ matches }: Route.MetaArgs) {
  const layout = matches.find((match) => match?.id === 'routes/locale-layout')?.data as
    LayoutData | undefined;
  if (!layout) return [];
  const { site, project, locale } = layout;
  const href = (target: string) =>
    links().route('client-view', 'home', {}, { project, locale: target as Locale });
  const description = site.headline ?? site.about?.slice(0, 160) ?? site.name;
  return [
    { title: site.headline ? `${site.name}: ${site.headline}` : site.name },
    { name: 'description', content: description },
    ...languageLinks(locale, site, href),
    { property: 'og:title', content: site.name },
    { property: 'og:description', content: description },
    ...(site.cover ? [{ property: 'og:image', content: site.cover.url }] : []),
    // The owner's preview may be an unpublished draft: search engines must not keep it.
    ...(layout.isPreview ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

export default function ProjectHomeRoute() {
  const { site, mapTiles, weekdays, isPreview } = useOutletContext<SiteLoaderData>();
  return <SiteHome site={site} mapTiles={mapTiles} weekdays={weekdays} isPreview={isPreview} />;
}
