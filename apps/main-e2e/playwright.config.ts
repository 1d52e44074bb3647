import path from 'node:path';
import { E2E_TELEGRAM_BOT, telegramBotApiEnv } from '../../tools/e2e/bot-api-stand-in';
import { createE2EConfig, fullChromiumPath } from '../../tools/e2e/playwright-preset';

const config = createE2EConfig({
  app: 'main',
  apiPort: 4100,
  appPort: 4101,
  testDir: './src',
  apiEnv: telegramBotApiEnv(),
  // The site links the same bot on its contacts page (marketing.spec.ts).
  appEnv: { TELEGRAM_BOT_USERNAME: E2E_TELEGRAM_BOT.username },
});

/**
 * Hydration on intent waits for the visitor's pointer: the headless shell's pointer rests over the page from the
 * start and fires `pointerover` as it loads, so that spec runs in the full browser, whose pointer is outside.
 */
const POINTER_SENSITIVE = /hydration-on-intent\.spec\.ts$/;

export default {
  ...config,
  projects: [
    { name: 'main', testIgnore: POINTER_SENSITIVE },
    {
      name: 'full-browser',
      testMatch: POINTER_SENSITIVE,
      use: { launchOptions: { ...config.use?.launchOptions, executablePath: fullChromiumPath() } },
    },
  ],
  // The Bot API stand-in the API's Telegram bot talks to (telegram-connect.spec.ts).
  globalSetup: path.join(__dirname, '../../tools/e2e/bot-api-stand-in.ts'),
};
