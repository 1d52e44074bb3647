import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { projectBots } from '../../db/schema';
import { hashSecret } from '../project-bot/project-bot.service';
import type { TokenCipher } from '../project-bot/token-cipher';

/**
 * The demo barbershop's bot, as if the owner had connected it: Telegram is not reached on a local run, so
 * its token is made up (the Bot API stand-in of the tests knows bots like it) and no webhook was set.
 * Disconnecting it in the CRM works: removing the webhook is best effort.
 */
export const DEMO_BOT = {
  token: '7100000777:AAH-demo-bot-token-of-the-barbershop-00',
  username: 'usy_barbershop_demo_bot',
  name: 'Барбершоп «Усы»',
} as const;

export async function seedDemoBot(db: Db, projectId: string, cipher: TokenCipher): Promise<void> {
  const telegramBotId = Number(DEMO_BOT.token.split(':')[0]);
  await db.insert(projectBots).values({
    projectId,
    telegramBotId,
    username: DEMO_BOT.username,
    name: DEMO_BOT.name,
    tokenEncrypted: cipher.encrypt(DEMO_BOT.token, telegramBotId),
    webhookSecretHash: hashSecret(randomBytes(32).toString('base64url')),
  });
}
