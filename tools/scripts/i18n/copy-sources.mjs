// Every text a reader sees, beside the message catalogs: the knowledge base's articles, the legal pages, the
// mails (rendered by their own code with sample values), and the plans' names and descriptions. Each text is
// one entry { file, key, locale, text, format }: `format` is 'icu' for a catalog message (the checks render it)
// and 'text' for text that is already what the reader gets.
//
// The sources are TypeScript modules of the apps; tsx loads them here as the API and the apps do, with the
// workspace's path aliases (@donut/i18n).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const LOCALES = ['ru', 'en', 'ka'];
// tsx's require hook reads the path aliases from this tsconfig (the root has no tsconfig.json of its own).
process.env.TSX_TSCONFIG_PATH ??= path.join(ROOT, 'tsconfig.base.json');

/** A TypeScript module of the workspace, by its path from the root. */
export const importSource = (file) =>
  tsImport(pathToFileURL(path.join(ROOT, file)).href, { parentURL: import.meta.url });

const FAQ = 'apps/api/src/modules/faq/seed-data';
const LEGAL = 'apps/main/app/features/marketing/legal/content';
const MAIL = 'apps/api/src/modules/mail';
const RATES = 'apps/api/src/modules/rates/rates.seed-data.ts';

/** Entries of a { ru, en, ka } text under one key. */
const localized = (file, key, text) =>
  LOCALES.filter((locale) => typeof text?.[locale] === 'string').map((locale) => ({
    file,
    key,
    locale,
    text: text[locale],
    format: 'text',
  }));

/** Catalog messages: `catalogs` maps a folder to its { ru, en, ka } objects, as i18n-check reads them. */
export function catalogEntries(catalogs) {
  return [...catalogs].flatMap(([dir, byLocale]) =>
    LOCALES.flatMap((locale) =>
      Object.entries(byLocale[locale] ?? {}).map(([key, text]) => ({
        file: `${dir.replace(/^\.\//, '')}/${locale}.json`,
        key,
        locale,
        text: String(text),
        format: 'icu',
      })),
    ),
  );
}

async function faqEntries() {
  const entries = [];
  const { faqCategories } = await importSource(`${FAQ}/categories.ts`);
  for (const category of faqCategories) {
    entries.push(...localized(`${FAQ}/categories.ts`, `${category.slug}.name`, category.name));
    entries.push(...localized(`${FAQ}/categories.ts`, `${category.slug}.description`, category.description));
  }
  for (const [part, name] of [
    ['part-a', 'articlesPartA'],
    ['part-b', 'articlesPartB'],
  ]) {
    const file = `${FAQ}/articles/${part}.ts`;
    const articles = (await importSource(file))[name];
    for (const article of articles)
      for (const field of ['title', 'summary', 'body'])
        entries.push(...localized(file, `${article.slug}.${field}`, article[field]));
  }
  return entries;
}

/** Each string of a legal document, keyed by where it sits (sections.2.paragraphs.0). */
function legalStrings(value, key, visit) {
  if (typeof value === 'string') visit(key, value);
  else if (value && typeof value === 'object')
    for (const [name, child] of Object.entries(value))
      legalStrings(child, key ? `${key}.${name}` : name, visit);
}

async function legalEntries() {
  const entries = [];
  for (const locale of LOCALES) {
    const { texts } = await importSource(`${LEGAL}/${locale}/index.ts`);
    for (const [document, text] of Object.entries(texts)) {
      const file = `${LEGAL}/${locale}/${document === 'cookie' ? 'cookie' : document}.ts`;
      legalStrings(text, '', (key, value) =>
        entries.push({ file, key: `${document}.${key}`, locale, text: value, format: 'text' }),
      );
    }
  }
  return entries;
}

// Sample values for the mails that take some; every variant of a mail's copy is rendered once.
const MAIL_VARIANTS = {
  'password-changed': [{}, { unlinkedTelegram: true }, { linkedTelegram: ['123456789'] }],
};
const SAMPLE_LINK = 'https://donut.example/ru/confirm?token=sample';

async function mailEntries() {
  const entries = [];
  const { MAIL_KINDS, renderMail } = await importSource(`${MAIL}/templates.ts`);
  const mailText = (file, key, locale, mail) => [
    { file, key: `${key}.subject`, locale, text: mail.subject, format: 'text' },
    { file, key: `${key}.text`, locale, text: mail.text, format: 'text' },
  ];
  for (const kind of MAIL_KINDS)
    for (const [index, values] of (MAIL_VARIANTS[kind] ?? [{}]).entries())
      for (const locale of LOCALES) {
        const key = index ? `${kind}#${index}` : kind;
        const mail = renderMail(kind, locale, { link: SAMPLE_LINK, ...values });
        entries.push(...mailText(`${MAIL}/${kind}.ts`, key, locale, mail));
      }
  const { contactOrderMail } = await importSource(`${MAIL}/contact-order.ts`);
  for (const locale of LOCALES)
    for (const clientId of [null, 'c-42']) {
      const mail = contactOrderMail({
        email: 'nino@example.com',
        name: 'Nino',
        phone: '+995 555 12 34 56',
        question: 'How much is the yearly plan?',
        locale,
        clientId,
      });
      entries.push(
        ...mailText(
          `${MAIL}/contact-order.ts`,
          clientId ? 'contact-order#owner' : 'contact-order',
          locale,
          mail,
        ),
      );
    }
  return entries;
}

async function rateEntries() {
  const { rates } = await importSource(RATES);
  return rates.flatMap((rate) => [
    ...localized(RATES, `${rate.code}.name`, rate.name),
    ...localized(RATES, `${rate.code}.description`, rate.description),
  ]);
}

/** The texts outside the catalogs, in the order the report lists them. */
export async function copyEntries() {
  const groups = await Promise.all([faqEntries(), legalEntries(), mailEntries(), rateEntries()]);
  return groups.flat();
}

/** The plans as the site names them ({ code, name: { ru, en, ka } }), for the glossary's plan names. */
export async function planNames() {
  const { rates } = await importSource(RATES);
  return rates.map(({ code, name }) => ({ code, ...name }));
}
