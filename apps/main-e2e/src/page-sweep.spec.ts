import type { BrowserContext, Page } from '@playwright/test';
import {
  apiClient,
  e2eDataDir,
  expect,
  linkFromOutbox,
  PHONE_VIEWPORT,
  pageSweepProblems,
  signInOwner,
  test,
} from '@donut/e2e';
import { t, type Locale } from './support/messages';

/**
 * Issue 13's sweep of the cabinet (the public pages' is in public-pages.spec.ts): every page on a phone, in Russian
 * and Georgian. Each page must fit the screen (no sideways scroll) and speak its language (no Latin word outside the
 * brand names). One long test, reporting every page's problems at once, keeps the suite quick.
 */
const api = apiClient(4100);
const LOCALES: Locale[] = ['ru', 'ka'];
const CABINET_PAGES = [
  'client/projects',
  'client/profile',
  'client/connect',
  'client/about',
  'client/about/contacts',
  'client/about/questions',
  'client/about/rates',
  'client/no-such-page',
];

test.use({ viewport: PHONE_VIEWPORT });

/** Visits each address and gathers the sweep's problems, naming the page in each. */
function sweeper(page: Page, alsoAllowed: readonly string[] = []) {
  const problems: string[] = [];
  return {
    problems,
    async visit(url: string, locale: Locale) {
      await page.goto(url);
      problems.push(...(await pageSweepProblems(page, url, locale, alsoAllowed)));
    },
  };
}

/** A confirmed owner with a project, signed in the way the API's parent-domain cookie does; returns the project's address. */
async function signInOwnerWithProject(context: BrowserContext): Promise<string> {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `sweep.${run}@mail.test`;
  const owner = await api.registerClient(email);
  const link = await linkFromOutbox(e2eDataDir('main'), email, 'confirm_email');
  await api.confirmEmail(new URL(link).searchParams.get('confirm_email') as string);
  const domain = `salon-${run}`;
  await api.createProject(owner.access_token, 'Салон Жасмин', domain);
  await signInOwner(context, owner);
  return domain;
}

test('every cabinet page fits a phone and speaks Russian or Georgian, the menu drawer too', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const domain = await signInOwnerWithProject(context);
  // The project's own address is shown as the owner typed it.
  const sweep = sweeper(page, [domain]);
  for (const locale of LOCALES) {
    for (const path of CABINET_PAGES) await sweep.visit(`/${locale}/${path}`, locale);
    await page.goto(`/${locale}/client/projects`);
    await page.getByRole('button', { name: t(locale, 'main.cabinet.menu.open') }).click();
    await expect(page.getByRole('dialog', { name: t(locale, 'main.cabinet.menu.title') })).toBeVisible();
    sweep.problems.push(
      ...(await pageSweepProblems(page, `/${locale}/client/projects, menu open`, locale, [domain])),
    );
  }
  expect(sweep.problems, sweep.problems.join('\n')).toEqual([]);
});
