import type { Page, Request } from '@playwright/test';

/**
 * `POST /graphql SaveProjectSettings`, `GET /admin/settings.data`: what a request asked, for a list a test can
 * compare. The browser does not show a body with files to Playwright: an upload reads `POST /graphql multipart`.
 */
function describe(request: Request): string {
  const { pathname } = new URL(request.url());
  const isMultipart = request.headers()['content-type']?.startsWith('multipart/form-data');
  const operation = isMultipart
    ? 'multipart'
    : (/"operationName":"(\w+)"/.exec(request.postData() ?? '')?.[1] ?? '');
  return `${request.method()} ${pathname}${operation ? ` ${operation}` : ''}`;
}

/**
 * Records the page's data requests (GraphQL, loaders' `.data`, token renewals; not scripts or pictures)
 * from now on, to count the round trips an action makes. `stop()` returns them and stops recording.
 */
export function recordRoundTrips(page: Page): { stop: () => string[] } {
  const seen: string[] = [];
  const listener = (request: Request) => {
    if (request.resourceType() === 'fetch' || request.resourceType() === 'xhr') seen.push(describe(request));
  };
  page.on('request', listener);
  return {
    stop() {
      page.off('request', listener);
      return seen;
    },
  };
}
