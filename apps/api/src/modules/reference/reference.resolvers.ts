import type { QueryResolvers, ReferenceOrderBy } from '@donut/graphql';
import type { GraphqlContext } from '../../core/request-context';
import { checkSearch, toPage } from '../../core/pagination';
import {
  listCountries,
  listCurrencies,
  listDirections,
  listLanguages,
  listTimezones,
  type ListQuery,
} from './reference.service';

interface ListArgs {
  filter?: { search?: string | null; ids?: readonly string[] | null } | null;
  limit?: number | null;
  offset?: number | null;
  order_by?: ReferenceOrderBy | null;
}

/** Ids that are not numbers match no row, rather than failing the whole list. */
const numericIds = (ids: readonly string[]) => ids.map(Number).filter(Number.isSafeInteger);

function toListQuery(context: GraphqlContext, args: ListArgs): ListQuery {
  return {
    locale: context.locale,
    page: toPage(context.locale, args),
    search: checkSearch(context.locale, args.filter?.search),
    ids: args.filter?.ids ? numericIds(args.filter.ids) : null,
    order: args.order_by ? { field: args.order_by.field, direction: args.order_by.direction ?? 'asc' } : null,
  };
}

export const referenceQueries: QueryResolvers<GraphqlContext> = {
  country_list: (_, args, context) => listCountries(context.db, toListQuery(context, args)),
  currency_list: (_, args, context) => listCurrencies(context.db, toListQuery(context, args)),
  language_list: (_, args, context) =>
    listLanguages(context.db, { ...toListQuery(context, args), isVisible: args.filter?.is_visible ?? null }),
  direction_list: (_, __, context) => listDirections(context.db, context.locale),
  timezone_list: (_, __, context) => listTimezones(context.db, context.locale),
};
