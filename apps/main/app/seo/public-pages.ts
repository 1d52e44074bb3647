import { SUPPORTED_LOCALES, type Locale } from '@donut/i18n';
import { appRoutes, withLocale } from '@donut/link-builder';

/** OG locale tags of the three languages. */
export const OG_LOCALES: Record<Locale, string> = { ru: 'ru_RU', en: 'en_US', ka: 'ka_GE' };

/** The locale and the rest of a page path ('/en/faq' → en, '/faq'), or null outside the locale prefixes. */
export function splitLocalePath(pathname: string): { locale: Locale; rest: string } | null {
  const match = /^\/(ru|en|ka)(\/.*)?$/.exec(pathname);
  if (!match) return null;
  const rest = (match[2] ?? '/').replace(/\/+$/, '') || '/';
  return { locale: match[1] as Locale, rest };
}

/** The owner's cabinet and the admin redirect are private: never indexed, no alternates. */
export const isPrivatePath = (rest: string) => {
  const { main, crm } = appRoutes;
  return rest === main.client || rest.startsWith(`${main.client}/`) || rest.startsWith(crm.admin);
};

/** One page in every language: the canonical address per locale, ru standing for x-default (the default locale). */
export function alternates(origin: string, rest: string): Array<{ hrefLang: string; href: string }> {
  const href = (locale: Locale) => `${origin}${withLocale(rest, locale)}`;
  return [
    ...SUPPORTED_LOCALES.map((locale) => ({ hrefLang: locale, href: href(locale) })),
    { hrefLang: 'x-default', href: href('ru') },
  ];
}
