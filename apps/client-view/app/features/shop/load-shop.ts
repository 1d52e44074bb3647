import type { ApolloClient } from '@apollo/client';
import { notFound } from '@donut/app-shell';
import { readApiError, GetPublicProductCatalogueDocument } from '@donut/graphql';
import type { Locale } from '@donut/i18n';
import { productCard, type ProductCard } from './product-card';

/** Products one "Show more" adds; the API gives at most 48 at once, so two pages a query. */
export const SHOP_PAGE_SIZE = 24;
const QUERY_MAX = 48;
/** "Show more" stops growing the page here (480 products); search and categories narrow a larger shop. */
const MAX_PAGES = 20;

export interface ProductCategory {
  id: string;
  name: string;
}

export interface ShopPageData {
  categories: ProductCategory[];
  /** The category the `category` query key chose (spec §2), when it is one of the site's. */
  categoryId: string | null;
  search: string;
  products: ProductCard[];
  /** The next "Show more" page's number, or null when every product is shown. */
  nextPage: number | null;
}

/** Unshown sites, hidden sections and gone products answer NOT_FOUND: the 404 screen. */
export function notFoundOnApiError(request: Request) {
  return (error: unknown): never => {
    if (readApiError(error).code === 'NOT_FOUND') notFound(request);
    throw error;
  };
}

/**
 * The site's visible products, of one category when the `category` query key names one of them, found by
 * `search`, `page` × 24 of them (the first pages read again, so the list is one page with an address of its own).
 */
export async function loadShopPage(
  apollo: ApolloClient,
  request: Request,
  domain: string,
  locale: Locale,
): Promise<ShopPageData> {
  const params = new URL(request.url).searchParams;
  const asked = params.get('category')?.slice(0, 64) || null;
  const search = params.get('search')?.trim().slice(0, 100) ?? '';
  const pages = Math.min(Math.max(Number.parseInt(params.get('page') ?? '1', 10) || 1, 1), MAX_PAGES);
  const wanted = pages * SHOP_PAGE_SIZE;
  const query = (categoryId: string | null, offset: number) =>
    apollo
      .query({
        query: GetPublicProductCatalogueDocument,
        variables: {
          domain,
          language: locale,
          category_id: categoryId,
          search: search || null,
          limit: Math.min(QUERY_MAX, wanted - offset),
          offset,
        },
        fetchPolicy: 'no-cache',
      })
      .then(({ data }) => {
        if (!data) throw new Error('GetPublicProductCatalogue answered no data');
        return data.public_product_catalogue;
      });
  const readAll = (categoryId: string | null) => {
    const offsets = Array.from({ length: Math.ceil(wanted / QUERY_MAX) }, (_, index) => index * QUERY_MAX);
    return Promise.all(offsets.map((offset) => query(categoryId, offset)));
  };
  // An id the API refuses (a mangled link) shows every product, as an unknown one does.
  let listed = asked;
  let answers = await readAll(asked)
    .catch((error: unknown) => {
      if (readApiError(error).code !== 'BAD_USER_INPUT') throw error;
      listed = null;
      return readAll(null);
    })
    .catch(notFoundOnApiError(request));
  const [first] = answers;
  const isKnown = listed !== null && first.categories.some((category) => category.id === listed);
  // A stale link's category (hidden or deleted since) shows every product rather than an empty page.
  if (listed !== null && !isKnown) answers = await readAll(null).catch(notFoundOnApiError(request));
  const currency = { code: first.currency_code, minorDigits: first.currency_minor_digits };
  const last = answers[answers.length - 1];
  return {
    categories: first.categories,
    categoryId: isKnown ? listed : null,
    search,
    products: answers
      .flatMap((answer) => answer.products.list)
      .map((one) => productCard(one, currency, locale)),
    nextPage: last.products.meta.has_next_page && pages < MAX_PAGES ? pages + 1 : null,
  };
}
