import path from 'node:path';
import { E2E_TELEGRAM_BOT, telegramBotApiEnv } from '../../tools/e2e/bot-api-stand-in';
import { createE2EConfig } from '../../tools/e2e/playwright-preset';

export default {
  ...createE2EConfig({
    app: 'main',
    apiPort: 4100,
    appPort: 4101,
    testDir: './src',
    apiEnv: telegramBotApiEnv(),
    // The site links the same bot on its contacts page (marketing.spec.ts).
    appEnv: { TELEGRAM_BOT_USERNAME: E2E_TELEGRAM_BOT.username },
  }),
  // The Bot API stand-in the API's Telegram bot talks to (telegram-connect.spec.ts).
  globalSetup: path.join(__dirname, '../../tools/e2e/bot-api-stand-in.ts'),
};
