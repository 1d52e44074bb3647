import type { QueryResolvers } from '@donut/graphql';
import { checkSearch, listMeta } from '../../core/pagination';
import type { GraphqlContext } from '../../core/request-context';
import { contentPage } from '../project-content/content-page';
import { projectCurrency } from '../catalogue/catalogue-fields';
import { toPublicCategory } from '../catalogue/catalogue-public';
import { toPublicService } from './public-catalogue-view';
import { findPublicService, listPublicCategories, listPublicServices } from './public-catalogue.service';
import { publicServicesSite } from './public-site';

// Anonymous on purpose: the answers depend on the address and the language only, never on the caller.
export const publicServiceQueries: QueryResolvers<GraphqlContext> = {
  public_service_catalogue: async (_, args, context) => {
    const page = contentPage(context, args, 50);
    const search = checkSearch(context.locale, args.search);
    const found = await publicServicesSite(context.db, args.domain, args.language);
    if (!found) return null;
    const { project, language } = found;
    const query = { language, categoryId: args.category_id, search };
    const [currency, categories, { rows, total }] = await Promise.all([
      projectCurrency(context.db, project),
      listPublicCategories(context.db, project.id),
      listPublicServices(context.db, project.id, query, page),
    ]);
    return {
      currency_code: currency.code,
      currency_minor_digits: currency.minorDigits,
      categories: categories.map((row) => toPublicCategory(row, language)),
      services: {
        list: rows.map((row) => toPublicService(row, language, context.uploadUrl)),
        meta: listMeta(page, rows.length, total),
      },
    };
  },
  public_service: async (_, args, context) => {
    const found = await publicServicesSite(context.db, args.domain, args.language);
    if (!found) return null;
    const row = await findPublicService(context.db, found.project.id, args.id);
    return row ? toPublicService(row, found.language, context.uploadUrl) : null;
  },
};
