import path from 'node:path';
import { createE2EConfig } from '../../tools/e2e/playwright-preset';
import { E2E_PROJECT_BOT } from '../../tools/e2e/bot-api-stand-in';
import { testClockApiEnv } from '../../tools/e2e/test-clock';

// The main site runs next to the CRM (port 4201 of the suite's range) for the cabinet-to-CRM journey, the client
// view (4203) for the site journey.
// The API's business clock may be moved (paywall.spec.ts ends a trial); its Bot API is the suite's stand-in
// (project-bot-journey.spec.ts connects a project's bot).
const config = createE2EConfig({
  app: 'crm',
  apiPort: 4200,
  appPort: 4202,
  testDir: './src',
  withApps: { main: 4201, 'client-view': 4203 },
  apiEnv: { ...testClockApiEnv(), TELEGRAM_API_ROOT: `http://127.0.0.1:${E2E_PROJECT_BOT.standInPort}` },
});

/** Specs that move the clock: it ages every owner of the suite's API at once, so they run after all the others, one at a time. */
const MOVES_CLOCK = /paywall\.spec\.ts$/;

export default {
  ...config,
  globalSetup: path.join(__dirname, 'src/support/bot-api-stand-in-setup.ts'),
  projects: [
    { name: 'crm', testIgnore: MOVES_CLOCK },
    { name: 'clock', testMatch: MOVES_CLOCK, dependencies: ['crm'], fullyParallel: false, workers: 1 },
  ],
};
