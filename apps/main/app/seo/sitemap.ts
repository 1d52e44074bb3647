import { appRoutes, routePath } from '@donut/link-builder';
import { FEATURE_SLUGS, LEGAL_DOCUMENTS } from '../features/marketing/marketing-pages';
import { alternates } from './public-pages';

/** The public pages that exist in every language, as paths after the locale prefix. */
export function staticPublicPaths(): string[] {
  const { main } = appRoutes;
  return [
    main.home,
    main.rates,
    main.contacts,
    main.questions,
    ...FEATURE_SLUGS.map((feature) => routePath('main', 'feature', { feature })),
    ...LEGAL_DOCUMENTS.map((document) => routePath('main', 'legal', { document })),
    main.faq,
    main.faqArticles,
    main.faqCategories,
  ];
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml: every page in every language, each listing its language alternates (xhtml:link). */
export function renderSitemap(origin: string, paths: readonly string[]): string {
  const urls = paths.flatMap((path) => {
    const links = alternates(origin, path);
    const alternateTags = links
      .map(
        (link) => `<xhtml:link rel="alternate" hreflang="${link.hrefLang}" href="${escapeXml(link.href)}"/>`,
      )
      .join('');
    return links
      .filter((link) => link.hrefLang !== 'x-default')
      .map((link) => `<url><loc>${escapeXml(link.href)}</loc>${alternateTags}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: the public site is open; the cabinet and the admin redirect are not for crawlers. */
export function renderRobots(origin: string): string {
  const { main, crm } = appRoutes;
  const lines = ['User-agent: *', `Disallow: /*${main.client}`, `Disallow: /*${crm.admin}`, 'Allow: /'];
  return [...lines, '', `Sitemap: ${origin}${main.sitemap}`, ''].join('\n');
}
