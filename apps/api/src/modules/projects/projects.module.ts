import type { DomainModule } from '../../core/domain-module';
import { projectMutations, projectQueries } from './projects.resolvers';

/** An owner's projects: the list, one by its address, creating and changing one (with its pictures). */
export const projectsModule: DomainModule = {
  name: 'projects',
  resolvers: { Query: projectQueries, Mutation: projectMutations },
};
