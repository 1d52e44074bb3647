import type { DomainModule } from '../../core/domain-module';
import { rateQueries } from './rates.resolvers';

/** The plans as the public price list shows them. */
export const ratesModule: DomainModule = {
  name: 'rates',
  resolvers: { Query: rateQueries },
};
