import path from 'node:path';
import { createE2EConfig } from '../../tools/e2e/playwright-preset';
import { E2E_SITE_BOT } from '../../tools/e2e/bot-api-stand-in';

// The API's Bot API is the suite's stand-in: customer-cabinet.spec.ts connects a site's own bot, whose Mini App a
// client then signs in to.
const config = createE2EConfig({
  app: 'client-view',
  apiPort: 4300,
  appPort: 4303,
  testDir: './src',
  apiEnv: { TELEGRAM_API_ROOT: `http://127.0.0.1:${E2E_SITE_BOT.standInPort}` },
});

export default { ...config, globalSetup: path.join(__dirname, 'src/support/bot-api-stand-in-setup.ts') };
