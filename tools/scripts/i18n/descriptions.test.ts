import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkDescriptions, placeholdersOf } from './descriptions.mjs';

// Translator notes (ADR 0027): each kind of violation planted in a catalog folder fails the check.
const catalogs = {
  en: {
    'main.billing.trial.ends': 'Your trial ends on {end, date, long}.',
    'main.billing.plans.link':
      'Compare <link>the plans</link> ({count, plural, one {# plan} other {# plans}}).',
    'main.nav.home': 'Home',
  },
  ru: {
    'main.billing.trial.ends': 'Пробный период закончится {end, date, long}.',
    'main.billing.plans.link':
      'Сравните <link>тарифы</link> ({count, plural, one {# тариф} other {# тарифов}}).',
    'main.nav.home': 'Главная',
  },
  ka: {
    'main.billing.trial.ends': 'საცდელი პერიოდი დასრულდება {end, date, long}.',
    'main.billing.plans.link': 'შეადარეთ <link>ტარიფები</link> ({count, plural, other {# ტარიფი}}).',
    'main.nav.home': 'მთავარი',
  },
};
const clean: Record<string, string> = {
  'main.billing.trial.ends':
    "[owner] Cabinet, billing block. {end}: the trial's last day, long form, e.g. 8 December 2026",
  'main.billing.plans.link':
    '[visitor, owner] Under the plan cards. <link>: opens the plans page; {count}: number of plans',
  'main.nav.home': '[any] Header menu item that opens the home page',
};

const folders: string[] = [];
function folderWith(descriptions: Record<string, unknown> | null): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'i18n-descriptions-'));
  folders.push(folder);
  for (const [locale, messages] of Object.entries(catalogs))
    writeFileSync(path.join(folder, `${locale}.json`), JSON.stringify(messages));
  if (descriptions) writeFileSync(path.join(folder, 'descriptions.json'), JSON.stringify(descriptions));
  return folder;
}
const problemsWith = (descriptions: Record<string, unknown> | null) =>
  checkDescriptions([folderWith(descriptions)]);

afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

it('passes a folder whose every message is described', () => {
  expect(problemsWith(clean)).toEqual([]);
});

it('fails a message without a description, or with an empty one', () => {
  const { 'main.nav.home': _home, ...rest } = clean;
  expect(problemsWith(rest)).toEqual([expect.stringContaining('misses a description of "main.nav.home"')]);
  expect(problemsWith({ ...clean, 'main.nav.home': ' ' })).toEqual([
    expect.stringContaining('misses a description of "main.nav.home"'),
  ]);
});

it('fails a folder without descriptions.json', () => {
  expect(problemsWith(null)).toEqual([expect.stringContaining('no descriptions.json for its 3 messages')]);
});

it('fails a description that does not name a placeholder or a tag of the message', () => {
  const problems = problemsWith({
    ...clean,
    'main.billing.trial.ends': '[owner] Cabinet, billing block: when the trial ends',
    'main.billing.plans.link': '[owner] Under the plan cards. {count}: number of plans',
  });
  expect(problems).toEqual([
    expect.stringContaining('"main.billing.trial.ends" does not say what {end} renders to'),
    expect.stringContaining('"main.billing.plans.link" does not say what <link> renders to'),
  ]);
});

it('fails a description that names a placeholder the message no longer has', () => {
  expect(
    problemsWith({ ...clean, 'main.nav.home': '[any] Header menu item. {project}: the project name' }),
  ).toEqual([expect.stringContaining('"main.nav.home" names {project}, which the message does not have')]);
});

it('fails a description without a known audience tag', () => {
  const problems = problemsWith({
    ...clean,
    'main.nav.home': 'Header menu item that opens the home page',
    'main.billing.trial.ends': "[user] Billing block. {end}: the trial's last day",
    'main.billing.plans.link': '[any, owner] Under the plan cards. <link>: the plans page; {count}: plans',
  });
  expect(problems).toEqual([
    expect.stringContaining('"main.billing.trial.ends" has an unknown audience user'),
    expect.stringContaining('"main.billing.plans.link" combines [any] with other audiences'),
    expect.stringContaining('"main.nav.home" does not start with an audience tag'),
  ]);
});

it('fails a description of a key that no catalog has any more', () => {
  expect(problemsWith({ ...clean, 'main.nav.old-home': '[any] Old menu item' })).toEqual([
    expect.stringContaining('describes "main.nav.old-home", which no catalog of the folder has'),
  ]);
});

it('reads placeholders of arguments, plurals, selects and tags, nested ones too', () => {
  expect([
    ...placeholdersOf(
      '{kind, select, shop {<b>{count, plural, other {# in {city}}}</b>} other {}} at {time, time}',
    ),
  ]).toEqual(['{kind}', '<b>', '{count}', '{city}', '{time}']);
});
