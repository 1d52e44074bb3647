import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkCopy, formatViolation, type CopyEntry } from './copy-check';
import { glossaryMarkdown } from './glossary-doc';
import { planNameDrift, readGlossary } from './glossary';

// The real termbase: what these tests plant is what the catalog check must catch in the catalogs themselves.
const glossary = readGlossary(
  JSON.parse(readFileSync(path.join(__dirname, '../../../libs/i18n/src/glossary/terms.json'), 'utf8')),
);

const message = (locale: string, text: string): CopyEntry => ({
  file: `apps/x/${locale}.json`,
  key: 'x.planted',
  locale,
  text,
  format: 'icu',
});
const article = (locale: string, text: string): CopyEntry => ({
  file: 'apps/api/src/modules/faq/seed-data/articles/x.ts',
  key: 'planted.body',
  locale,
  text,
  format: 'text',
});
const rulesOf = (entry: CopyEntry) => checkCopy([entry], glossary).map((violation) => violation.rule);

describe('the copy check', () => {
  // One violation of each kind, each in an otherwise clean text.
  it.each([
    [
      'ru plural without few and many',
      message('ru', 'До {n, plural, one {# услуги} other {# услуг}}.'),
      'plural-forms',
    ],
    [
      'ka plural with a form Georgian lacks',
      message('ka', '{n, plural, one {# სერვისი} few {# სერვისი} other {# სერვისი}}'),
      'plural-forms',
    ],
    [
      'a business customer as «მომხმარებელი»',
      message('ka', 'თქვენი მომხმარებლები თავად ეწერებიან.'),
      'term:customer',
    ],
    ['an application as «მოთხოვნა»', message('ka', 'სერვისები და მოთხოვნები'), 'term:application'],
    ['goods in stock as «ნაშთები»', message('ka', 'კატალოგი და ნაშთები'), 'term:stock'],
    ['Donut as «სერვისი»', message('ka', 'სერვისის შესახებ'), 'term:platform'],
    ['a Russian customer as «покупатель»', article('ru', 'Покупатели видят цены.'), 'term:customer'],
    ['a plan named in English', message('ru', 'Тариф Enterprise согласуется отдельно.'), 'plan-name'],
    ['a Latin unit in Georgian', message('ka', 'მაქსიმუმ {size} MB.'), 'unit'],
    ['е for ё in Russian', message('ru', 'Пароль сохранен.'), 'yo'],
    ['«» in Georgian', message('ka', 'ტარიფი «{rate}»'), 'quotes'],
    ['straight quotes in English', article('en', 'Press "Remove" and confirm.'), 'quotes'],
    ['an opening „ without its “', message('ka', 'ტარიფი „{rate} აქტიურია.'), 'quotes'],
    ['«г..» after a long Russian date', message('ru', 'Действует до {end, date, long}.'), 'double-full-stop'],
    ['a doubled comma', message('en', 'Saved,, thank you.'), 'doubled-punctuation'],
    ['a space before a full stop', article('en', 'Saved .'), 'space-before-punctuation'],
    [
      'two spaces from an empty branch',
      message('en', 'Plan {kind, select, trial {} other {paid}} period'),
      'double-space',
    ],
    ['a leftover brace', message('en', "Hello '{'name}"), 'leftover-brace'],
    ['undefined printed', article('en', 'Your plan: undefined'), 'js-value'],
    ['a Georgian place without მე-', message('ka', 'სურათი გადატანილია {position} ადგილზე'), 'ka-ordinal'],
  ])('fails on %s', (_, entry, rule) => {
    expect(rulesOf(entry)).toContain(rule);
  });

  it('passes clean texts in each language', () => {
    const clean = [
      message(
        'ru',
        'До {n, plural, one {# услуги} few {# услуг} many {# услуг} other {# услуги}}. Тариф «{rate}».',
      ),
      message('ru', 'Действует до {end, date, long}, затем отключится. Аккаунт удалён.'),
      message(
        'en',
        'The “{rate}” plan allows {n, plural, one {# service} other {# services}}; {size} MB each.',
      ),
      message(
        'ka',
        'ტარიფი „{rate}“: {n, plural, one {# სერვისი} other {# სერვისი}}, {size} მბ. კლიენტები და განაცხადები.',
      ),
      message(
        'ka',
        'სურათი გადატანილია {position, selectordinal, one {#-ლ} many {მე-#} other {#-ე}} ადგილზე',
      ),
      message('ka', 'Telegram-ის მომხმარებლის ID: {id}. ვეთანხმები <link>სამომხმარებლო შეთანხმებას</link>.'),
      article('ru', 'Откройте «О сервисе» → «Тарифы»: раздел «Услуги и заявки».'),
    ];
    expect(checkCopy(clean, glossary).map(formatViolation)).toEqual([]);
  });

  it('prints a violation as file: key: rule: excerpt (hint)', () => {
    const [violation] = checkCopy([message('ru', 'Пароль сохранен.')], glossary);
    expect(formatViolation(violation)).toBe('apps/x/ru.json: x.planted: yo: Пароль сохранен. (write ё)');
  });
});

describe('the glossary', () => {
  it('refuses a variant that is not a regular expression', () => {
    const broken = structuredClone(glossary);
    broken.terms[0].ka.avoid = [{ pattern: '(unclosed' }];
    expect(() => readGlossary(broken)).toThrow(/terms\.customer\.ka\.avoid\[0\]: not a regular expression/);
  });

  it('notices plan names the site does not use', () => {
    const plans = glossary.plans.names.map((plan) => ({ ...plan }));
    plans[0].ka = 'სტარტ-პაკეტი';
    expect(planNameDrift(glossary, plans)).toEqual([
      'plan "start" is «სტარტი» in ka, the site says «სტარტ-პაკეტი»',
    ]);
  });

  it('writes every term and the Latin allow-list into the page', () => {
    const page = glossaryMarkdown(glossary, {
      LATIN_WORDS_ALLOWED: ['Donut'],
      LATIN_WORDS_ALLOWED_IN: { ru: ['e-mail'] },
    });
    for (const term of glossary.terms) expect(page).toContain(`### ${term.id}`);
    expect(page).toContain('`Donut`');
    expect(page).toContain('In Russian only: `e-mail`.');
  });
});
