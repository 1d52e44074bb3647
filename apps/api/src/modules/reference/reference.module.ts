import type { DomainModule } from '../../core/domain-module';
import { referenceQueries } from './reference.resolvers';

/** Countries, currencies, languages, directions and time zones, in the reader's language. */
export const referenceModule: DomainModule = {
  name: 'reference',
  resolvers: { Query: referenceQueries },
};
