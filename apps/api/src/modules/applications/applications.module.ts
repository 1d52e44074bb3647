import type { DomainModule } from '../../core/domain-module';
import { registerApplicationFileRoutes } from './application-files.routes';
import { createPrivateFileStorage } from './application-file-storage';
import { applicationMutations, applicationQueries } from './applications.resolvers';
import { customerApplicationQueries } from './customer-applications.resolvers';
import { publicServiceQueries } from './public-services.resolvers';
import { submitApplicationMutations } from './submit-application.resolvers';

/**
 * Services with applications (issue 16, ADR 0032): the owner's inbox, the customer's cabinet, the files behind
 * signed links. The events they record are delivered by modules/events.
 */
export const applicationsModule: DomainModule = {
  name: 'applications',
  services: (platform) => ({ privateFiles: createPrivateFileStorage(platform) }),
  resolvers: {
    Query: { ...applicationQueries, ...customerApplicationQueries, ...publicServiceQueries },
    Mutation: { ...applicationMutations, ...submitApplicationMutations },
  },
  routes: (app, platform, services) => registerApplicationFileRoutes(app, platform, services.privateFiles),
};
