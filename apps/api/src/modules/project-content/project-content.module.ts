import type { DomainModule } from '../../core/domain-module';
import { projectContentQueries } from './project-content.resolvers';

/** What a new project starts with (services, categories, working week) and the CRM reads of the shop's categories and the week. */
export const projectContentModule: DomainModule = {
  name: 'project-content',
  resolvers: { Query: projectContentQueries },
};
