/* Test helpers of the projects' own bots: the API wired to a Bot API stand-in that knows several bots. */
import fs from 'node:fs';
import { print } from 'graphql';
import {
  ConnectProjectBotDocument,
  DisconnectProjectBotDocument,
  GetProjectBotDocument,
} from '@donut/graphql';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { startBotApiStandIn, type BotApiStandIn } from '../../testing/bot-api-stand-in';
import { registerClient } from '../../testing/clients';

export const GET_BOT = print(GetProjectBotDocument);
export const CONNECT_BOT = print(ConnectProjectBotDocument);
export const DISCONNECT_BOT = print(DisconnectProjectBotDocument);

/** Bots the stand-in knows: a salon's, a café's, and the platform's own (unused here). */
export const SALON_BOT = {
  token: '7100000001:AAH-salon-bot-token-for-tests-0123456',
  username: 'salon_test_bot',
  name: 'Salon',
};
export const CAFE_BOT = {
  token: '7100000002:AAH-cafe-bot-token-for-tests-01234567',
  username: 'cafe_test_bot',
  name: 'Café',
};
/** Well shaped, but Telegram does not know it. */
export const UNKNOWN_TOKEN = '7100000009:AAH-nobody-knows-this-token-012345678';

export interface ProjectBotTestApp extends TestApp {
  standIn: BotApiStandIn;
  /** Every log line the server wrote so far (the level is trace, so nothing is left out). */
  logs: string[];
  ownerWithProject(locale?: string): Promise<{ token: string; projectId: string; domain: string }>;
  /** POST /telegram/projects/:botId/webhook as Telegram does; `secret: null` leaves the header out. */
  deliver(botId: number | string, update: unknown, secret?: string | null): ReturnType<TestApp['post']>;
  /** The secret the API gave the bot's last setWebhook. */
  webhookSecretOf(botId: number): string;
}

export const botIdOf = (bot: { token: string }) => Number(bot.token.split(':')[0]);

export async function createProjectBotTestApp(
  engine: 'pglite' | 'postgres',
  moreBots: Array<{ token: string; username: string; name?: string }> = [],
  /** Settings beyond the stand-in's (a port to listen on, the payment sandbox's secret). */
  config: Record<string, string> = {},
): Promise<ProjectBotTestApp> {
  const standIn = await startBotApiStandIn({
    token: '7000000002:AAF-test-token-of-the-donut-connect-bot',
    username: 'donut_connect_test_bot',
    otherBots: [SALON_BOT, CAFE_BOT, ...moreBots],
  });
  // pino writes stdout (fd 1) through sonic-boom with fs.write: its lines are captured here instead.
  const logs: string[] = [];
  const write = fs.write;
  const spy = vi.spyOn(fs, 'write').mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
    if (fd !== 1) return (write as (...args: unknown[]) => void)(fd, data, ...rest);
    const text = String(data);
    logs.push(text);
    const done = rest[rest.length - 1] as (error: null, written: number) => void;
    process.nextTick(() => done(null, Buffer.byteLength(text)));
  }) as typeof fs.write);
  const t = await createTestApp(engine, {
    TELEGRAM_API_ROOT: standIn.apiRoot,
    LOG_LEVEL: 'trace',
    PUBLIC_API_URL: 'https://api.donut.test',
    ...config,
  });
  let counter = 0;
  return {
    ...t,
    standIn,
    logs,
    async ownerWithProject(locale = 'en') {
      const { tokens } = await registerClient(t);
      const domain = `bot-${Date.now().toString(36)}-${counter++}`;
      const created = await t.graphql(
        'mutation($name: String!, $domain: String, $locale: String) { save_project(name: $name, domain: $domain, locale: $locale) { id } }',
        { name: `Salon ${domain}`, domain, locale },
        'en',
        tokens.access_token,
      );
      if (created.errors) throw new Error(JSON.stringify(created.errors));
      return { token: tokens.access_token, projectId: created.data.save_project.id as string, domain };
    },
    deliver(botId, update, secret) {
      return t.post(
        `/telegram/projects/${botId}/webhook`,
        update,
        secret === null || secret === undefined ? {} : { 'x-telegram-bot-api-secret-token': secret },
      );
    },
    webhookSecretOf(botId) {
      const calls = standIn.callsOf('setWebhook').filter((call) => call.botId === botId);
      return calls[calls.length - 1].params.secret_token as string;
    },
    async dispose() {
      await t.dispose();
      await standIn.close();
      spy.mockRestore();
    },
  };
}
