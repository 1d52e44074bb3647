import http from 'node:http';

/**
 * The bot a suite's API runs as: Telegram itself is out of reach, so TELEGRAM_API_ROOT points at the
 * stand-in below, and the spec posts updates to the API's webhook with the secret, as Telegram would.
 */
export const E2E_TELEGRAM_BOT = {
  token: '7000000003:AAG-e2e-token-of-the-donut-bot-0123',
  username: 'donut_e2e_bot',
  secret: 'e2e-webhook-secret-0123456789',
  /** The stand-in's port, in the main suite's range (4100/4101); not 4190, which fetch refuses as unsafe. */
  standInPort: 4150,
} as const;

/**
 * A project's own bot (issue 14), which an owner connects in the CRM by its token. The CRM suite runs its own
 * stand-in (port 4250, in its range) that knows only this bot; the API's platform bot is off there.
 */
export const E2E_PROJECT_BOT = {
  token: '7100000005:AAH-e2e-token-of-a-project-bot-0123',
  username: 'usy_e2e_bot',
  standInPort: 4250,
} as const;

/**
 * The bot of the project whose site the client-view suite signs clients in on (customer-cabinet.spec.ts): the
 * suite's own stand-in (port 4350, in its range) knows only this bot.
 */
export const E2E_SITE_BOT = {
  token: '7200000007:AAJ-e2e-token-of-a-site-bot-0123456',
  username: 'jasmine_e2e_bot',
  standInPort: 4350,
} as const;

/**
 * A second site bot the client-view suite's stand-in knows (services-applications.spec.ts): a bot serves one
 * project at a time, and the suite's specs run in parallel.
 */
export const E2E_SERVICES_BOT = {
  token: '7300000009:AAK-e2e-token-of-a-services-bot-01234',
  username: 'clean_e2e_bot',
  standInPort: E2E_SITE_BOT.standInPort,
} as const;

/** The shop journey's site bot (shop-orders.spec.ts), for the same reason. */
export const E2E_SHOP_BOT = {
  token: '7400000011:AAL-e2e-token-of-a-shop-bot-0123456789',
  username: 'linen_e2e_bot',
  standInPort: E2E_SITE_BOT.standInPort,
} as const;

/** The API settings that turn its bot on, talking to the stand-in. */
export function telegramBotApiEnv(bot = E2E_TELEGRAM_BOT): Record<string, string> {
  return {
    TELEGRAM_BOT_TOKEN: bot.token,
    TELEGRAM_BOT_USERNAME: bot.username,
    TELEGRAM_WEBHOOK_SECRET: bot.secret,
    TELEGRAM_API_ROOT: `http://127.0.0.1:${bot.standInPort}`,
  };
}

export interface BotApiCall {
  method: string;
  params: Record<string, unknown>;
  /** The Telegram id of the bot whose token was used. */
  botId: number;
}

const json = (response: http.ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/** Webhook and menu-button calls a connected project bot makes: Telegram answers them `true`. */
const ANSWERED_TRUE = new Set(['setWebhook', 'deleteWebhook', 'setChatMenuButton']);

/**
 * Speaks the Bot API as Telegram does for the calls the bots make (POST /bot<token>/getMe, /sendMessage,
 * /setWebhook, /deleteWebhook and /setChatMenuButton answer `{ ok: true, result }`; anything else, or a
 * token it does not know, 404 `{ ok: false }`), and lists what it was asked at GET /calls for the specs,
 * which run in other processes. `others`: more bots it answers for, on the same port.
 */
export function startBotApiStandIn(
  bot: { token: string; username: string; standInPort: number } = E2E_TELEGRAM_BOT,
  others: ReadonlyArray<{ token: string; username: string }> = [],
): Promise<http.Server> {
  const calls: BotApiCall[] = [];
  const bots = new Map(
    [bot, ...others].map(({ token, username }) => [
      token,
      { id: Number(token.split(':')[0]), is_bot: true, first_name: 'Donut', username },
    ]),
  );
  let messageId = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'GET' && request.url === '/calls') return json(response, 200, calls);
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
      const me = match ? bots.get(match[1]) : undefined;
      if (request.method !== 'POST' || !match || !me)
        return json(response, 404, { ok: false, error_code: 404, description: 'Not Found' });
      let params: Record<string, unknown>;
      try {
        params = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
      } catch {
        return json(response, 400, { ok: false, error_code: 400, description: 'Bad Request: invalid JSON' });
      }
      calls.push({ method: match[2], params, botId: me.id });
      if (ANSWERED_TRUE.has(match[2])) return json(response, 200, { ok: true, result: true });
      if (match[2] === 'getMe')
        return json(response, 200, {
          ok: true,
          result: {
            ...me,
            can_join_groups: false,
            can_read_all_group_messages: false,
            supports_inline_queries: false,
          },
        });
      if (match[2] === 'sendMessage') {
        const message = {
          message_id: ++messageId,
          date: Math.floor(Date.now() / 1000),
          chat: { id: params.chat_id, type: 'private' },
          from: me,
          text: params.text,
        };
        return json(response, 200, { ok: true, result: message });
      }
      return json(response, 404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
    });
  });
  return new Promise((resolve) => server.listen(bot.standInPort, '127.0.0.1', () => resolve(server)));
}

/** What the stand-in was asked so far (from a spec). */
export async function botApiCalls(bot: { standInPort: number } = E2E_TELEGRAM_BOT): Promise<BotApiCall[]> {
  const response = await fetch(`http://127.0.0.1:${bot.standInPort}/calls`);
  return (await response.json()) as BotApiCall[];
}

/** A private `/start <payload>` message from a Telegram user, as Telegram posts it to the webhook. */
export function startCommandUpdate(
  updateId: number,
  user: { id: number; language_code?: string },
  payload: string,
) {
  return {
    update_id: updateId,
    message: {
      message_id: updateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: user.id, type: 'private', first_name: 'Нино' },
      from: { id: user.id, is_bot: false, first_name: 'Нино', language_code: user.language_code ?? 'ru' },
      text: `/start ${payload}`,
      entities: [{ type: 'bot_command', offset: 0, length: '/start'.length }],
    },
  };
}

/** Playwright global setup: the stand-in lives for the whole run; the returned function stops it. */
export default async function botApiStandInSetup() {
  const server = await startBotApiStandIn();
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
