/* Test helper: the Donut API as the browser reaches it (fetch), the boundary the client view's tests stand in for. */

/** One request the page sent: its path, its JSON body, its headers (lower-case names). */
export interface ApiCall {
  path: string;
  /** `operationName` for a GraphQL request, else the path. */
  name: string;
  /** The JSON body; of a GraphQL multipart request, its `operations` part. */
  body: Record<string, unknown>;
  /** The files of a multipart request, by the variable path the map gives them (`variables.files.0`). */
  files: Record<string, File>;
  headers: Record<string, string>;
}

export interface ApiAnswer {
  status?: number;
  body: unknown;
}

/** The public settings the server renders into a page (`window.__DONUT_ENV__`). */
export const TEST_ENV = {
  apiUrl: 'http://api.localhost:3000',
  origins: {
    main: 'http://localhost:3001',
    crm: 'http://localhost:3002',
    'client-view': 'http://localhost:3003',
  },
  telegramBot: null,
  supportEmail: 'support@donut.local',
};

/** jsdom has no Response: the members restFetch reads. */
function response({ status = 200, body }: ApiAnswer) {
  const headers = new Headers({ 'content-type': 'application/json' });
  return { ok: status < 400, status, headers, text: async () => JSON.stringify(body) };
}

function readBody(body: RequestInit['body']): Record<string, unknown> {
  if (typeof body === 'string') return JSON.parse(body) as Record<string, unknown>;
  if (body instanceof FormData) return JSON.parse(String(body.get('operations'))) as Record<string, unknown>;
  return {};
}

function filesOf(body: RequestInit['body']): Record<string, File> {
  if (!(body instanceof FormData)) return {};
  const map = JSON.parse(String(body.get('map'))) as Record<string, string[]>;
  return Object.fromEntries(Object.entries(map).map(([part, [path]]) => [path, body.get(part) as File]));
}

/**
 * Answers the page's API requests with `answer(call)` and records them.
 * @example
 * const api = installFakeApi((call) => call.name === 'GetCustomerMe' ? { body: { data: { customer_me: me } } } : { body: {} });
 */
export function installFakeApi(answer: (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>) {
  const calls: ApiCall[] = [];
  (window as unknown as Record<string, unknown>).__DONUT_ENV__ = TEST_ENV;
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    const body = readBody(init.body);
    const path = new URL(url).pathname;
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));
    const call = {
      path,
      name: typeof body.operationName === 'string' ? body.operationName : path,
      body,
      files: filesOf(init.body),
      headers,
    };
    calls.push(call);
    return response(await answer(call));
  }) as unknown as typeof fetch;
  return { calls, named: (name: string) => calls.filter((call) => call.name === name) };
}

/** A GraphQL error answer as the API gives it (HTTP 200 with `errors`). */
export function graphqlError(code: string, message: string, fields?: Record<string, string>): ApiAnswer {
  return { body: { data: null, errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }] } };
}

/** A REST error answer of the auth calls. */
export function restError(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): ApiAnswer {
  return { status, body: { error: { code, message, ...(fields ? { fields } : {}) } } };
}
