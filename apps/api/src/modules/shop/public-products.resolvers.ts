import type { QueryResolvers } from '@donut/graphql';
import { checkSearch, listMeta } from '../../core/pagination';
import type { GraphqlContext } from '../../core/request-context';
import { DomainError } from '../../core/domain-error';
import { contentPage } from '../project-content/content-page';
import { projectCurrency } from '../catalogue/catalogue-fields';
import { toPublicCategory } from '../catalogue/catalogue-public';
import { publicSectionSite } from '../applications/public-site';
import { toPublicProduct, toPublicProductCard } from './public-product-view';
import {
  findPublicProduct,
  findPublicProductCategory,
  listPublicProductCategories,
  listPublicProducts,
} from './public-products.service';

/** A storefront page holds 1 to 48 products (24 by default): a grid of 2, 3 or 4 columns fills evenly. */
export const STOREFRONT_PAGE_MAX = 48;

// One answer for every way of not being shown, so nothing tells a hidden product from a missing one.
const notFound = () => new DomainError('NOT_FOUND', 'api.error.not-found');

async function shopSite(context: GraphqlContext, domain: string, language: string | null | undefined) {
  const found = await publicSectionSite(context.db, domain, language, 'products');
  if (!found) throw notFound();
  return found;
}

const currencyFields = async (context: GraphqlContext, project: Parameters<typeof projectCurrency>[1]) => {
  const currency = await projectCurrency(context.db, project);
  return { currency_code: currency.code, currency_minor_digits: currency.minorDigits };
};

// Anonymous on purpose: the answers depend on the address and the language only, never on the caller.
export const publicProductQueries: QueryResolvers<GraphqlContext> = {
  public_product_catalogue: async (_, args, context) => {
    const page = contentPage(context, args, 24, STOREFRONT_PAGE_MAX);
    const search = checkSearch(context.locale, args.search);
    const { project, language } = await shopSite(context, args.domain, args.language);
    const query = { language, categoryId: args.category_id, search };
    const [currency, categories, { rows, total }] = await Promise.all([
      currencyFields(context, project),
      listPublicProductCategories(context.db, project.id),
      listPublicProducts(context.db, project.id, query, page),
    ]);
    return {
      ...currency,
      categories: categories.map((row) => toPublicCategory(row, language)),
      products: {
        list: rows.map((row) => toPublicProductCard(row, language, context.uploadUrl)),
        meta: listMeta(page, rows.length, total),
      },
    };
  },
  public_product: async (_, args, context) => {
    const { project, language } = await shopSite(context, args.domain, args.language);
    const product = await findPublicProduct(context.db, project.id, args.id);
    if (!product) throw notFound();
    const [currency, category] = await Promise.all([
      currencyFields(context, project),
      findPublicProductCategory(context.db, project.id, product.categoryId),
    ]);
    return {
      ...currency,
      category: category ? toPublicCategory(category, language) : null,
      product: toPublicProduct(product, language, context.uploadUrl),
    };
  },
};
