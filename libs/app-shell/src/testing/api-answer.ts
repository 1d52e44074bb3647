/* Test helper, not exported: the API's answer as fetch gives it, in jsdom, which has no Response. */

/** The members restFetch reads, for a JSON `body` with `status`. */
export function apiAnswer(body: unknown, status = 200) {
  const headers = new Map([['content-type', 'application/json']]);
  return Promise.resolve({
    ok: status < 400,
    status,
    headers: {
      get: (name: string) => headers.get(name) ?? null,
      forEach: (fn: (value: string, name: string) => void) => headers.forEach(fn),
    },
    text: async () => JSON.stringify(body),
  });
}

/** The public settings a page carries (`window.__DONUT_ENV__`), with the API on api.donut.test. */
export function installPublicEnv() {
  (window as unknown as Record<string, unknown>).__DONUT_ENV__ = {
    apiUrl: 'http://api.donut.test',
    origins: {
      main: 'http://donut.test',
      crm: 'http://donut.test:3002',
      'client-view': 'http://donut.test:3003',
    },
    telegramBot: null,
  };
}
