import type { Page } from '@playwright/test';
import { apiClient, expect, rawGet, test } from '@donut/e2e';

// Issue 4: anonymous public pages come from the in-process HTML cache (ADR 0018).
const origin = 'http://donut.test:4101';
const api = apiClient(4100);

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

// A browser loading a page, with the country cookie its first visit received (rawGet talks to 127.0.0.1, so
// the cookie jar would not send it back).
const navigation = { accept: 'text/html', 'sec-fetch-dest': 'document' };
const returning = { ...navigation, cookie: 'donut-country=GE' };

test('an anonymous page is rendered once, then served from the cache with a hash-based policy', async ({
  request,
}) => {
  // Another test may have filled the cache: a client asking for a fresh copy gets a new render.
  const rendered = await rawGet(request, `${origin}/ka/rates`, { ...returning, 'cache-control': 'no-cache' });
  expect(rendered.status()).toBe(200);
  expect(rendered.headers()['x-cache']).toBe('miss');
  const cached = await rawGet(request, `${origin}/ka/rates?utm_source=newsletter`, returning);
  expect(cached.headers()['x-cache']).toBe('hit');
  expect(await cached.text()).toBe(await rendered.text());

  const headers = cached.headers();
  expect(headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=3600');
  expect(headers['vary']).toMatch(/\bCookie\b/);
  const policy = headers['content-security-policy'] as string;
  expect(policy).not.toContain("'nonce-");
  const scriptSources = policy.split('; ').find((directive) => directive.startsWith('script-src ')) as string;
  // The React Router context, the module entry and the Apollo state, each allowed by its hash only.
  expect(scriptSources.match(/'sha256-[A-Za-z0-9+/]+=*'/g)?.length).toBeGreaterThanOrEqual(3);
  expect(await cached.text()).not.toContain('nonce=');

  // A first visit gets the same page, but with its own country cookie: no shared cache may keep that response.
  const firstVisit = await rawGet(request, `${origin}/ka/rates`, navigation);
  expect(firstVisit.headers()['x-cache']).toBe('hit');
  expect(firstVisit.headers()['set-cookie']).toContain('donut-country=');
  expect(firstVisit.headers()['cache-control']).toBe('private, no-cache');
});

test('a page read from the cache hydrates under its policy and works', async ({ page, request }) => {
  await rawGet(request, `${origin}/en/rates`, returning);
  const errors = watchErrors(page);
  const response = await page.goto('/en/rates');
  expect(response?.headers()['x-cache']).toBe('hit');
  // The cookie notice is a script of the page: it shows and answers only if the hashed scripts ran.
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('searches, missing pages and signed-in owners are rendered for each request', async ({
  request,
  playwright,
}) => {
  const search = await rawGet(request, `${origin}/ru/faq?q=${encodeURIComponent('пароль')}`, returning);
  expect(search.status()).toBe(200);
  expect(search.headers()['x-cache']).toBeUndefined();
  expect(search.headers()['content-security-policy']).toContain("'nonce-");

  for (let visit = 0; visit < 2; visit += 1) {
    const missing = await rawGet(request, `${origin}/ru/faq/articles/no-such-article`, returning);
    expect(missing.status()).toBe(404);
    expect(missing.headers()['x-cache']).toBeUndefined();
  }

  const owner = await api.registerClient(`cache.${Date.now().toString(36)}@mail.test`);
  const signedIn = await playwright.request.newContext();
  const faq = await rawGet(signedIn, `${origin}/ru/faq`, {
    ...navigation,
    cookie: `donut-country=GE; donut-refresh-token-crm=${owner.refresh_token}`,
  });
  expect(faq.status()).toBe(200);
  expect(faq.headers()['cache-control']).toBe('private, no-store');
  expect(faq.headers()['x-cache']).toBeUndefined();
  await signedIn.dispose();
});
