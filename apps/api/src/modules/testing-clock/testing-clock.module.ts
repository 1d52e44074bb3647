import type { DomainModule } from '../../core/domain-module';
import { registerTestingClock } from './testing-clock.routes';

/** End-to-end tests only (TEST_CLOCK, refused in production): POST /testing/clock moves business time. */
export const testingClockModule: DomainModule = {
  name: 'testing-clock',
  routes: async (app, { config, db }) => {
    if (config.TEST_CLOCK) await registerTestingClock(app, db);
  },
};
