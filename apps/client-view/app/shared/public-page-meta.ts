import { links } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import { getIntl } from '../i18n/catalogs';

/** What a page's `meta` needs of the locale layout's data (the `routes/locale-layout` match). */
interface LayoutMatch {
  id: string;
  data?: unknown;
}

/** What a public page of the site says about itself in its head. */
export interface PublicPageHead {
  /** The page's route in the link table, for its canonical address and its other languages. */
  route: 'services' | 'service' | 'shop' | 'product';
  params?: Record<string, string>;
  /** The title's message id, or the title itself (a service's name); `title` wins when both are given. */
  titleId?: string;
  title?: string;
  /** The description's message id ({site}: the business's name), or the description itself. */
  descriptionId?: string;
  description?: string;
  /** The picture a shared link shows. */
  image?: string;
}

/**
 * A page's canonical address and the same page in each of the site's languages (hreflang), `href` building the
 * page's address in a language.
 */
export function languageLinks(
  locale: Locale,
  site: { languages: readonly string[]; default_language: string },
  href: (language: string) => string,
) {
  return [
    { tagName: 'link', rel: 'canonical', href: href(locale) },
    ...site.languages.map((language) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: language,
      href: href(language),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: href(site.default_language) },
  ];
}

/**
 * The head of a public page a search engine reads: "{page} | {business}", a description, the canonical address,
 * the same page in the site's other languages, Open Graph; the owner's preview is kept out of the index.
 */
export function publicPageMeta(matches: ReadonlyArray<LayoutMatch | undefined>, head: PublicPageHead) {
  const layout = matches.find((match) => match?.id === 'routes/locale-layout')?.data as
    | {
        locale: Locale;
        project: string;
        isPreview: boolean;
        site: { name: string; languages: string[]; default_language: string };
      }
    | undefined;
  if (!layout) return [];
  const { locale, project, site } = layout;
  const intl = getIntl(locale);
  const pageName = head.title ?? (head.titleId ? intl.formatMessage({ id: head.titleId }) : site.name);
  const description =
    head.description ||
    (head.descriptionId ? intl.formatMessage({ id: head.descriptionId }, { site: site.name }) : pageName);
  const href = (language: string) =>
    links().route('client-view', head.route, head.params ?? {}, { project, locale: language as Locale });
  return [
    { title: `${pageName} | ${site.name}` },
    { name: 'description', content: description },
    ...languageLinks(locale, site, href),
    { property: 'og:title', content: pageName },
    { property: 'og:description', content: description },
    ...(head.image ? [{ property: 'og:image', content: head.image }] : []),
    ...(layout.isPreview ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
