import type { DomainModule } from '../../core/domain-module';
import { clientMutations, clientQueries } from './clients.resolvers';

/** The owner's own account in the cabinet: profile, password, sign-in e-mail, deletion. */
export const clientsModule: DomainModule = {
  name: 'clients',
  resolvers: { Query: clientQueries, Mutation: clientMutations },
};
