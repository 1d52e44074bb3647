import type { APIRequestContext, APIResponse } from '@playwright/test';

/**
 * GET without following redirects, sent to loopback with the Host header of the test domain:
 * Playwright's request client resolves names in Node, which does not know the *.donut.test mapping
 * that Chromium gets from --host-resolver-rules.
 */
export function rawGet(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string> = {},
): Promise<APIResponse> {
  const target = new URL(url);
  const host = target.host;
  target.hostname = '127.0.0.1';
  return request.get(target.toString(), { maxRedirects: 0, headers: { host, ...headers } });
}
