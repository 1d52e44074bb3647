import type { Locale } from '@donut/i18n';
import { getIntl } from '../i18n/catalogs';

/** What a page's `meta` needs of the locale layout's data (the `routes/locale-layout` match). */
interface LayoutMatch {
  id: string;
  data?: unknown;
}

/**
 * The head of a page of the client's own (the cabinet, its sign-in): "{page} | {business}", kept out of search
 * engines, as it shows nobody's content but the visitor's own.
 */
export function privatePageMeta(matches: ReadonlyArray<LayoutMatch | undefined>, titleId: string) {
  const layout = matches.find((match) => match?.id === 'routes/locale-layout')?.data as
    { locale: Locale; site: { name: string } } | undefined;
  if (!layout) return [];
  const title = getIntl(layout.locale).formatMessage({ id: titleId });
  return [{ title: `${title} | ${layout.site.name}` }, { name: 'robots', content: 'noindex' }];
}
