import type { ApolloClient } from '@apollo/client';
import { redirect } from 'react-router';
import { notFound, readMapTileTemplate } from '@donut/app-shell';
import { PublicSiteDocument, type PublicSiteQuery } from '@donut/graphql';
import { isLocale, type Locale } from '@donut/i18n';
import { pathInLocale } from '@donut/link-builder';
import { readableTextOn } from '@donut/validation';
import { weekdayNames } from './weekday-names';

export type PublicSite = NonNullable<PublicSiteQuery['public_site']>;

export interface SiteLoaderData {
  site: PublicSite;
  /** MAP_TILE_URL of this deployment, or null: then the map is a placeholder with a link (ADR 0028). */
  mapTiles: string | null;
  /** The text colour readable on the brand colour (WCAG contrast), or null without a brand colour. */
  onBrandColor: string | null;
  /** The weekdays' names in the page's language, Monday first (formatted here, on the server). */
  weekdays: string[];
  /** The owner's preview of the saved site (`?preview=` from the CRM): maybe a draft, never indexed. */
  isPreview: boolean;
}

/**
 * The published site on the request's subdomain, in the page's language (or the saved draft with the owner's
 * preview token, ADR 0028's sibling in docs/api.md). No site there is the 404 screen; a language the site does not speak moves (302: the owner may enable it later) to the site's default.
 */
export async function loadSite(
  apollo: ApolloClient,
  request: Request,
  domain: string,
  locale: Locale,
): Promise<SiteLoaderData> {
  const previewToken = new URL(request.url).searchParams.get('preview')?.slice(0, 200) || null;
  const { data } = await apollo.query({
    query: PublicSiteDocument,
    variables: { domain, language: locale, preview_token: previewToken },
    fetchPolicy: 'no-cache',
  });
  const site = data?.public_site;
  if (!site) notFound(request);
  if (!site.languages.includes(locale) && isLocale(site.default_language)) {
    const url = new URL(request.url);
    throw redirect(pathInLocale(url.pathname, url.search, site.default_language), 302);
  }
  const onBrandColor = site.brand_color ? readableTextOn(site.brand_color) : null;
  return {
    site,
    mapTiles: readMapTileTemplate(),
    onBrandColor,
    weekdays: weekdayNames(locale),
    isPreview: previewToken !== null,
  };
}
