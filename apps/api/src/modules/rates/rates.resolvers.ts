import type { QueryResolvers } from '@donut/graphql';
import type { GraphqlContext } from '../../core/request-context';
import { listRates } from './rates.service';

export const rateQueries: QueryResolvers<GraphqlContext> = {
  rate_list: (_, __, context) => listRates(context.db, context.locale),
};
