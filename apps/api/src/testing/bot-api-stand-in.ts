import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BotApiCall {
  method: string;
  params: Record<string, any>;
  /** The Telegram id of the bot whose token was used. */
  botId: number;
}

export interface BotApiFailure {
  error_code: number;
  description: string;
}

export interface BotApiStandIn {
  /** For TELEGRAM_API_ROOT (no trailing slash). */
  apiRoot: string;
  /** Every call with the right token, oldest first. */
  calls: BotApiCall[];
  callsOf(method: string): BotApiCall[];
  /** The next call of `method` answers this error, as Telegram would. */
  failNext(method: string, failure: BotApiFailure): void;
  close(): Promise<void>;
}

export interface BotApiStandInOptions {
  token: string;
  username: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** More bots the stand-in knows (projects' own bots), each answering with its own getMe. */
  otherBots?: Array<{ token: string; username: string; name?: string }>;
}

/**
 * A local stand-in for the Telegram Bot API (the one boundary tests cannot reach): POST
 * /bot<token>/<method> with a JSON body, answered `{ ok: true, result }` like Telegram for getMe,
 * sendMessage, answerCallbackQuery, editMessageText, setWebhook, deleteWebhook and setChatMenuButton, and `{ ok: false, error_code, description }` otherwise. A wrong token gets 404, as
 * Telegram answers an unknown bot.
 */
export async function startBotApiStandIn({
  token,
  username,
  port = 0,
  otherBots = [],
}: BotApiStandInOptions): Promise<BotApiStandIn> {
  const calls: BotApiCall[] = [];
  const failures = new Map<string, BotApiFailure>();
  const botUserOf = (bot: { token: string; username: string; name?: string }) => ({
    id: Number(bot.token.split(':')[0]),
    is_bot: true,
    first_name: bot.name ?? 'Donut',
    username: bot.username,
  });
  const bots = new Map([{ token, username }, ...otherBots].map((bot) => [bot.token, botUserOf(bot)]));
  let messageId = 0;

  const resultsOf = (
    botUser: ReturnType<typeof botUserOf>,
  ): Record<string, (params: Record<string, any>) => unknown> => ({
    getMe: () => ({
      ...botUser,
      can_join_groups: false,
      can_read_all_group_messages: false,
      supports_inline_queries: false,
    }),
    sendMessage: (params) => {
      if (params.chat_id === undefined || typeof params.text !== 'string' || !params.text) return null;
      return {
        message_id: ++messageId,
        date: Math.floor(Date.now() / 1000),
        chat: { id: params.chat_id, type: 'private' },
        from: botUser,
        text: params.text,
      };
    },
    answerCallbackQuery: (params) => (typeof params.callback_query_id === 'string' ? true : null),
    editMessageText: (params) => {
      if (params.chat_id === undefined || typeof params.text !== 'string' || !params.text) return null;
      return {
        message_id: params.message_id,
        date: Math.floor(Date.now() / 1000),
        chat: { id: params.chat_id, type: 'private' },
        from: botUser,
        text: params.text,
      };
    },
    setWebhook: (params) => (typeof params.url === 'string' ? true : null),
    deleteWebhook: () => true,
    setChatMenuButton: () => true,
  });

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
      const botUser = match ? bots.get(match[1]) : undefined;
      if (request.method !== 'POST' || !match || !botUser)
        return answer(404, { ok: false, error_code: 404, description: 'Not Found' });
      const method = match[2];
      let params: Record<string, any> = {};
      try {
        params = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
      } catch {
        return answer(400, { ok: false, error_code: 400, description: 'Bad Request: invalid JSON' });
      }
      calls.push({ method, params, botId: botUser.id });
      const failure = failures.get(method);
      if (failure) {
        failures.delete(method);
        return answer(failure.error_code, { ok: false, ...failure });
      }
      const result = resultsOf(botUser)[method]?.(params);
      if (result === undefined)
        return answer(404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
      if (result === null)
        return answer(400, { ok: false, error_code: 400, description: 'Bad Request: message text is empty' });
      return answer(200, { ok: true, result });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actualPort } = server.address() as AddressInfo;

  return {
    apiRoot: `http://127.0.0.1:${actualPort}`,
    calls,
    callsOf: (method) => calls.filter((call) => call.method === method),
    failNext: (method, failure) => failures.set(method, failure),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The Bot API client keeps connections alive; they would hold the server open.
        server.closeAllConnections();
      }),
  };
}
