import { expect, rawGet, test } from '@donut/e2e';

const origin = 'http://donut.test:4101';

test('robots.txt keeps crawlers out of the cabinet and names the sitemap', async ({ request }) => {
  const response = await rawGet(request, `${origin}/robots.txt`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  expect(text).toContain('Disallow: /*/client');
  expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test('sitemap.xml lists the public pages and the knowledge base in three languages', async ({ request }) => {
  const response = await rawGet(request, `${origin}/sitemap.xml`);
  expect(response.status()).toBe(200);
  const xml = await response.text();
  for (const locale of ['ru', 'en', 'ka']) {
    expect(xml).toContain(`<loc>${origin}/${locale}/rates</loc>`);
    expect(xml).toContain(`<loc>${origin}/${locale}/features/crm</loc>`);
  }
  const articles = xml.match(/<loc>[^<]+\/faq\/articles\/[a-z0-9-]+<\/loc>/g) ?? [];
  expect(articles.length).toBeGreaterThanOrEqual(30 * 3);
});

test('a public page names its canonical address, its languages and its Open Graph card', async ({
  request,
}) => {
  const html = await (await rawGet(request, `${origin}/en/rates`)).text();
  expect(html).toContain(`<link rel="canonical" href="${origin}/en/rates"/>`);
  for (const [lang, locale] of [
    ['ru', 'ru'],
    ['en', 'en'],
    ['ka', 'ka'],
    ['x-default', 'ru'],
  ]) {
    // HTML attribute names are case-insensitive: React writes hrefLang.
    expect(html.toLowerCase()).toContain(
      `<link rel="alternate" hreflang="${lang}" href="${origin}/${locale}/rates"/>`,
    );
  }
  expect(html).toContain('<meta property="og:title" content="Plans and prices | Donut"/>');
  expect(html).toMatch(/<meta property="og:description" content="[^"]+"\/>/);
  expect(html).toContain('<meta property="og:locale" content="en_US"/>');
});
