import { SUPPORTED_LOCALES } from '@donut/i18n';
import { CONSENT_COOKIE } from '../cookie-consent/cookie-consent';
import { LEGAL_DOCUMENTS } from '../marketing-pages';
import { LEGAL_TEXTS } from './legal-texts.server';
import type { LegalText } from './legal-text';

/** Every text of a document, prose only (cookie names in the tables are not translated). */
function proseOf(text: LegalText): string {
  return [
    text.intro,
    ...text.sections.flatMap((section) => [
      section.heading,
      ...section.paragraphs,
      ...(section.items ?? []),
      ...(section.table ? [section.table.caption, ...section.table.rows.map((row) => row[1])] : []),
    ]),
  ].join(' ');
}

const letters = (text: string, pattern: RegExp) =>
  (
    text.replace(/Donut|Telegram|CRM|JPEG|PNG|app-language|donut-[\w-]+|US|cookie|IP/gi, '').match(pattern) ??
    []
  ).length;

describe('legal texts', () => {
  it.each(LEGAL_DOCUMENTS)('%s has the same sections in every language', (document) => {
    const shapes = SUPPORTED_LOCALES.map((locale) =>
      LEGAL_TEXTS[locale][document].sections.map((section) => [
        section.paragraphs.length,
        section.items?.length ?? 0,
        section.table?.rows.length ?? 0,
      ]),
    );
    expect(shapes[0].length).toBeGreaterThanOrEqual(4);
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);
  });

  it.each(LEGAL_DOCUMENTS)(
    '%s is written in Russian and in Georgian, not copied from English',
    (document) => {
      const ru = proseOf(LEGAL_TEXTS.ru[document]);
      const ka = proseOf(LEGAL_TEXTS.ka[document]);
      expect(letters(ru, /[A-Za-z]/g)).toBeLessThan(letters(ru, /[\u0400-\u04FF]/g) / 50);
      expect(letters(ka, /[A-Za-z]/g)).toBeLessThan(letters(ka, /[\u10A0-\u10FF]/g) / 50);
    },
  );

  it.each(SUPPORTED_LOCALES)('the cookie policy in %s lists the cookies the apps set', (locale) => {
    const names = LEGAL_TEXTS[locale].cookie.sections
      .flatMap((section) => section.table?.rows.map((row) => row[0]) ?? [])
      .join(', ');
    for (const name of [
      'donut-locale',
      'donut-refresh-token-crm',
      'donut-refresh-token-cv',
      'donut-project-locale',
      CONSENT_COOKIE,
    ])
      expect(names).toContain(name);
  });
});
