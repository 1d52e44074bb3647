/** The filters of the knowledge base's articles page (spec §2, faq layout); its links come from @donut/link-builder. */

/** What the articles page is filtered by: the `q` and `category` query keys. */
export interface FaqArticleFilters {
  query: string;
  category: string;
}

/** The API refuses longer searches (docs/api.md): a longer `q` typed into the address bar is cut, not refused. */
export const MAX_SEARCH_LENGTH = 100;
/** Slugs are short kebab-case words; anything longer in `category` cannot name a section. */
const MAX_SLUG_LENGTH = 100;

/** The query of an articles page with these filters: `q` and `category`, each only when set. */
export function articlesQuery(filters: Partial<FaqArticleFilters> = {}): Record<string, string | undefined> {
  return { q: filters.query || undefined, category: filters.category || undefined };
}

/** The filters of an articles page URL, trimmed and bounded, so the loader and the page ask the API the same thing. */
export function readArticleFilters(searchParams: URLSearchParams): FaqArticleFilters {
  const query = (searchParams.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH).trim();
  const category = (searchParams.get('category') ?? '').trim().slice(0, MAX_SLUG_LENGTH);
  return { query, category };
}
