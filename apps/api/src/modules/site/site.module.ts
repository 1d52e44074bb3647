import type { DomainModule } from '../../core/domain-module';
import { siteMutations, siteQueries } from './site.resolvers';

/** The project's public site: the owner's settings (CRM) and the published site a visitor sees. */
export const siteModule: DomainModule = {
  name: 'site',
  resolvers: { Query: siteQueries, Mutation: siteMutations },
};
