/** The knowledge base's pages (spec §2, faq layout) and their links, built in one place. */

/** What the articles page is filtered by: the `q` and `category` query keys. */
export interface FaqArticleFilters {
  query: string;
  category: string;
}

/** The API refuses longer searches (docs/api.md): a longer `q` typed into the address bar is cut, not refused. */
export const MAX_SEARCH_LENGTH = 100;
/** Slugs are short kebab-case words; anything longer in `category` cannot name a section. */
const MAX_SLUG_LENGTH = 100;

export function faqPath(locale: string): string {
  return `/${locale}/faq`;
}

/** /{locale}/faq/articles, with the search and the section filter when set. */
export function faqArticlesPath(locale: string, filters: Partial<FaqArticleFilters> = {}): string {
  const params = new URLSearchParams();
  if (filters.query) params.set('q', filters.query);
  if (filters.category) params.set('category', filters.category);
  const search = params.toString();
  return `/${locale}/faq/articles${search ? `?${search}` : ''}`;
}

export function faqArticlePath(locale: string, slug: string): string {
  return `/${locale}/faq/articles/${encodeURIComponent(slug)}`;
}

export function faqCategoriesPath(locale: string): string {
  return `/${locale}/faq/categories`;
}

export function faqCategoryPath(locale: string, slug: string): string {
  return `/${locale}/faq/categories/${encodeURIComponent(slug)}`;
}

/** The filters of an articles page URL, trimmed and bounded, so the loader and the page ask the API the same thing. */
export function readArticleFilters(searchParams: URLSearchParams): FaqArticleFilters {
  const query = (searchParams.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH).trim();
  const category = (searchParams.get('category') ?? '').trim().slice(0, MAX_SLUG_LENGTH);
  return { query, category };
}
