import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

export interface LocaleSources {
  pathname: string;
  /** Value of the donut-locale cookie, if any. */
  cookieLocale?: string | null;
  /** The signed-in owner's profile language (`Client.language.abbr_front`), if any. */
  profileLocale?: string | null;
  /** The Accept-Language header, or navigator.languages joined with commas. */
  acceptLanguage?: string | null;
}

/** The locale named by the first path segment, e.g. "/ka/rates" gives "ka". */
export function localeFromPath(pathname: string): Locale | null {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : null;
}

/**
 * The supported locale the browser prefers most, honouring q-weights and matching "ru-RU" to "ru".
 * @example localeFromAcceptLanguage('de;q=1, ka-GE;q=0.8, en;q=0.5') // 'ka'
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        language: tag.trim().toLowerCase().split('-')[0],
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? null;
}

/**
 * Spec §2: the path, then the donut-locale cookie, then the browser language, then ru. Between the cookie and the
 * browser comes the signed-in owner's profile language (issue 13): where the owner has not said otherwise, a
 * browser in another language does not overrule the language they chose for their account.
 * @example resolveLocale({ pathname: '/admin', profileLocale: 'ru', acceptLanguage: 'en-US' }) // 'ru'
 */
export function resolveLocale({
  pathname,
  cookieLocale,
  profileLocale,
  acceptLanguage,
}: LocaleSources): Locale {
  return (
    localeFromPath(pathname) ??
    (isLocale(cookieLocale) ? cookieLocale : null) ??
    (isLocale(profileLocale) ? profileLocale : null) ??
    localeFromAcceptLanguage(acceptLanguage) ??
    DEFAULT_LOCALE
  );
}
