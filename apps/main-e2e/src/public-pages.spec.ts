import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  pageSweepProblems,
  PHONE_VIEWPORT,
  rawGet,
  seriousViolations,
  test,
  waitForHydration,
} from '@donut/e2e';
import { t, type Locale } from './support/messages';
import { DOCUMENTS, FEATURES, FIXED_PUBLIC_PAGES, firstLinkUnder } from './support/public-pages';

/**
 * One crawl of the public site per language, on a phone, checking at each page everything a visitor relies on:
 * the server's HTML holds the page, the status, a localized title (the exact title, heading and description
 * where this suite owns the page), no console error through hydration, a page that fits the screen and speaks
 * its language (issue 13's sweep), and a clean axe run. Axe is the costly check: each page gets it in one of the
 * three languages in turn, so every page and every language are covered at a third of the cost.
 */
const LOCALES: Locale[] = ['ru', 'en', 'ka'];
/** The letters a title in each language shows: a Russian or Georgian title untranslated from English would lack them. */
const SCRIPT: Record<Locale, RegExp> = { ru: /[а-яё]/i, en: /^[^а-яёა-ჰ]+$/i, ka: /[ა-ჰ]/ };

/** The pages whose title and main heading this suite knows by their messages. */
const KNOWN: Record<string, { title: string; heading: string }> = {
  '': { title: 'main.home.title', heading: 'main.home.heading' },
  contacts: { title: 'main.marketing.contacts.title', heading: 'main.marketing.contacts.heading' },
  questions: { title: 'main.marketing.questions.title', heading: 'main.marketing.questions.heading' },
  ...Object.fromEntries(
    FEATURES.map((slug) => [
      `features/${slug}`,
      { title: `main.marketing.feature.${slug}.title`, heading: `main.marketing.feature.${slug}.heading` },
    ]),
  ),
  ...Object.fromEntries(
    DOCUMENTS.map((doc) => [
      `about/${doc}`,
      { title: `main.marketing.legal.${doc}.title`, heading: `main.marketing.legal.${doc}.title` },
    ]),
  ),
};

/** Beside the fixed pages, what only a visitor sees: a search, the sign-in and sign-up modals, and a 404. */
const VISITOR_PAGES = [
  ...FIXED_PUBLIC_PAGES,
  'faq/articles?q=Telegram',
  '?modal=modal-auth-login',
  '?modal=modal-auth-register',
];

test.use({ viewport: PHONE_VIEWPORT });

function crawler(page: Page, request: APIRequestContext, locale: Locale) {
  const problems: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  let visits = 0;
  // Page n gets axe in language n mod 3: the languages' crawls split the pages between them.
  const takesAxe = () => visits++ % LOCALES.length === LOCALES.indexOf(locale);

  const checkShown = async (name: string, axe: boolean) => {
    problems.push(...(await pageSweepProblems(page, name, locale)));
    if (axe) for (const violation of await seriousViolations(page)) problems.push(`${name}: ${violation}`);
  };

  return {
    problems,
    async visit(path: string, { status = 200 } = {}) {
      const url = path.startsWith('/') ? path : `/${locale}/${path}`;
      const known = KNOWN[path];
      const errorsBefore = errors.length;
      if (known) {
        // The server's HTML already holds the page: no client-only content.
        const html = await (await rawGet(request, `http://donut.test:4101${url}`)).text();
        if (!html.includes(`<html lang="${locale}"`)) problems.push(`${url}: the HTML is not in ${locale}`);
        if (!/<h1[^>]*>/.test(html)) problems.push(`${url}: the HTML has no main heading`);
      }
      const response = await page.goto(url);
      if (response?.status() !== status) problems.push(`${url}: status ${response?.status()}`);
      await waitForHydration(page);
      const title = await page.title();
      const name = title.replace(/ \| Donut$/, '');
      if (known) {
        if (title !== `${t(locale, known.title)} | Donut`) problems.push(`${url}: title "${title}"`);
        const heading = await page.getByRole('heading', { level: 1 }).textContent();
        if (heading !== t(locale, known.heading)) problems.push(`${url}: main heading "${heading}"`);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        if (!description || description.length < 40) problems.push(`${url}: description "${description}"`);
      } else if (name === title || !name.trim() || !SCRIPT[locale].test(name)) {
        problems.push(`${url}: title "${title}" is not localized`);
      }
      await checkShown(url, takesAxe());
      // A page answered with another status than 200 on purpose logs that status as a failed load.
      const expected = `the server responded with a status of ${status}`;
      for (const error of errors.slice(errorsBefore))
        if (status === 200 || !error.includes(expected)) problems.push(`${url}: console error ${error}`);
    },
    /** The page as it is now (a menu opened), under `name`. */
    checkShown: (name: string) => checkShown(name, true),
  };
}

for (const locale of LOCALES) {
  test(`every public page in ${locale} is served whole, titled, fits a phone, speaks ${locale} and passes axe`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(300_000);
    // The cookie notice is checked on its own (accessibility.spec.ts); accepted here so it is not part of each page.
    await context.addCookies([
      { name: 'donut-cookie-consent', value: 'accepted', domain: 'donut.test', path: '/' },
    ]);
    const crawl = crawler(page, request, locale);
    for (const path of VISITOR_PAGES) await crawl.visit(path);
    await crawl.visit('no-such-page', { status: 404 });
    // The pages behind a slug: the first category and article the lists link to.
    await page.goto(`/${locale}/faq/categories`);
    await crawl.visit(await firstLinkUnder(page, `/${locale}/faq/categories/`));
    await page.goto(`/${locale}/faq/articles`);
    await crawl.visit(await firstLinkUnder(page, `/${locale}/faq/articles/`));
    // The site's menu, closed on every page above.
    await page.goto(`/${locale}/rates`);
    await waitForHydration(page);
    await page.getByLabel(t(locale, 'main.marketing.nav.menu')).click();
    await expect(page.getByRole('navigation', { name: t(locale, 'main.nav.main') })).toBeVisible();
    await crawl.checkShown(`/${locale}/rates, menu open`);
    expect(crawl.problems, crawl.problems.join('\n')).toEqual([]);
  });
}
