import type { Page } from '@playwright/test';

/** The feature pages' slugs (/features/:feature). */
export const FEATURES = [
  'website',
  'online-record',
  'shop',
  'services-with-applications',
  'crm',
  'chats',
  'bot',
  'client-cabinet',
];

/** The documents' slugs (/about/:document). */
export const DOCUMENTS = ['cookie', 'license-agreement', 'privacy-policy', 'user-agreement'];

/** Every public page with a fixed address, under the locale; a category and an article are taken from the lists' links. */
export const FIXED_PUBLIC_PAGES = [
  '',
  'rates',
  'contacts',
  'questions',
  ...FEATURES.map((slug) => `features/${slug}`),
  ...DOCUMENTS.map((doc) => `about/${doc}`),
  'faq',
  'faq/articles',
  'faq/categories',
];

/** The address of the first link on the page whose path starts with `prefix` and goes one segment further. */
export async function firstLinkUnder(page: Page, prefix: string): Promise<string> {
  const hrefs = await page
    .locator(`a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const href = hrefs.map((h) => h.split(/[?#]/)[0]).find((h) => new RegExp(`^${prefix}[a-z0-9-]+$`).test(h));
  if (!href) throw new Error(`no link under ${prefix} on ${page.url()}`);
  return href;
}
