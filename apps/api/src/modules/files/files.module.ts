import type { DomainModule } from '../../core/domain-module';
import { registerUploadRoutes } from './uploads.routes';

/** Serves the stored uploads (the storage itself is part of the platform). */
export const filesModule: DomainModule = {
  name: 'files',
  routes: (app, { files }) => registerUploadRoutes(app, files),
};
