// Message catalogs: every ru/en/ka folder has the same keys, Russian is Cyrillic and Georgian is
// Georgian (not copies of English), every message is valid ICU, every message id used in the code
// exists, and every message is used by the code (issue 4: dead text fails `npm test`).
//
// How used ids are found: first the formatjs CLI (`formatjs extract`, see i18n-extract.mjs) reads every
// <FormattedMessage id>, formatMessage({ id }) and defineMessages of the react-intl projects; an id it
// finds that no catalog has fails. Then two scans of the sources catch what formatjs cannot see: quoted
// id-shaped strings (pageTitle(locale, 'main.x'), messageId props, the API's translate('api.x'),
// validation descriptors) and template literals of ids built at run time (`main.billing.state.${state}`).
// A catalog id none of the three finds is unused.
//
// Then the copy rules (tools/scripts/i18n/, ADR 0026): the glossary's terms, quotes, units and plural forms, and
// every message rendered with sample values, over the catalogs and also the knowledge base, the legal pages,
// the mails and the plans; each violation is printed as `file: key: rule: excerpt (hint)`.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
// react-intl's own parser, so a message that passes here is one react-intl can format.
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import { extractMessages, I18N_PROJECTS } from './i18n-extract.mjs';
import { copyProblems } from './i18n/check-copy.mjs';
import { checkDescriptions } from './i18n/descriptions.mjs';

// Started first: the CLI runs in its own process while this one reads and checks the catalogs.
const extraction = extractMessages(Object.values(I18N_PROJECTS));

const SKIP = new Set([
  'node_modules',
  'dist',
  'build',
  '.nx',
  '.git',
  '.data',
  'tmp',
  '.react-router',
  'generated',
]);
const LOCALES = ['ru', 'en', 'ka'];

function walk(dir, visit) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, visit);
    else visit(full);
  }
}

const catalogDirs = new Map();
const sources = [];
walk('.', (file) => {
  const name = path.basename(file);
  if (/^(ru|en|ka)\.json$/.test(name)) {
    const dir = path.dirname(file);
    catalogDirs.set(dir, {
      ...catalogDirs.get(dir),
      [name.slice(0, 2)]: JSON.parse(readFileSync(file, 'utf8')),
    });
  } else if (/\.(tsx?)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name)) sources.push(file);
});

const problems = [];
const allIds = new Set();
// Letters that count as prose: placeholders, tags, product and unit names removed.
const prose = (text) =>
  text
    .replace(/\{\s*[\w.]+\s*(,\s*(plural|select|selectordinal|number|date|time)\s*,?)?/g, '') // argument heads
    .replace(/(^|[\s}])[\w=]+\s*\{/g, '$1') // plural/select case keys
    .replace(/[{}]/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/Donut|Telegram|CRM|GB|US\$|e-?mail|Enterprise/gi, '');
const count = (text, pattern) => (prose(text).match(pattern) ?? []).length;

for (const [dir, catalogs] of catalogDirs) {
  const missing = LOCALES.filter((locale) => !catalogs[locale]);
  if (missing.length) {
    problems.push(`${dir}: no ${missing.join(', ')} catalog`);
    continue;
  }
  const keys = new Set(LOCALES.flatMap((locale) => Object.keys(catalogs[locale])));
  for (const key of keys) {
    allIds.add(key);
    for (const locale of LOCALES)
      if (!(key in catalogs[locale])) problems.push(`${dir}/${locale}.json misses "${key}"`);
    const {
      en = '',
      ru = '',
      ka = '',
    } = Object.fromEntries(LOCALES.map((l) => [l, String(catalogs[l][key] ?? '')]));
    for (const locale of LOCALES) {
      const text = catalogs[locale][key];
      if (typeof text !== 'string') continue;
      try {
        parseIcu(text, { requiresOtherClause: true });
      } catch (error) {
        problems.push(`${dir}/${locale}.json "${key}" is not valid ICU: ${error.message}`);
      }
    }
    if (count(en, /[A-Za-z]/g) < 4) continue;
    if (ru === en || count(ru, /[\u0400-\u04FF]/g) < count(ru, /[A-Za-z]/g))
      problems.push(`${dir}/ru.json "${key}" is not Russian`);
    if (ka === en || count(ka, /[\u10A0-\u10FF]/g) < count(ka, /[A-Za-z]/g))
      problems.push(`${dir}/ka.json "${key}" is not Georgian`);
  }
}

// Ids formatjs extracted (react-intl calls with a literal id) that no catalog has.
const { messages: extracted, errors: extractionErrors } = await extraction;
// Mostly a file formatjs could not parse (its ids went unchecked); the warning does not name it, lint does.
for (const error of extractionErrors) {
  problems.push(`formatjs extract could not read every source file: ${error}`);
}
const extractedIds = new Set(Object.keys(extracted));
for (const [id, { file, line }] of Object.entries(extracted)) {
  if (!allIds.has(id)) {
    problems.push(`${file}:${line}: message id "${id}" is missing in every locale (no catalog has it)`);
  }
}

// Literal ids formatjs does not see (message: { id: 'x' }, { id: 'x' } returned by helpers); the ones it
// extracted were checked above.
const ID_PATTERN = /\bid(?:=|:\s*)["']([a-z][\w-]*(?:\.[\w-]+)+)["']/g;
for (const file of sources) {
  const code = readFileSync(file, 'utf8');
  if (!/FormattedMessage|formatMessage|pageTitle|message:/.test(code)) continue;
  for (const [, id] of code.matchAll(ID_PATTERN)) {
    if (allIds.has(id) || extractedIds.has(id)) continue;
    problems.push(`${file}: message id "${id}" is in no catalog`);
  }
}

// A project using react-intl outside I18N_PROJECTS would be skipped by formatjs: ask for it to be added.
const projectFolders = Object.values(I18N_PROJECTS).map((folder) => `${folder}/`);
for (const file of sources) {
  if (projectFolders.some((folder) => file.startsWith(folder))) continue;
  if (/from ['"]react-intl['"]/.test(readFileSync(file, 'utf8'))) {
    problems.push(
      `${file} uses react-intl: add its folder to I18N_PROJECTS (tools/scripts/i18n-extract.mjs)`,
    );
  }
}

// Unused messages: an id no source file names. Ids built in code (`main.billing.state.${state}`) count as
// used when a template literal of that shape exists, `${...}` standing for any id segment(s).
const literalIds = new Set();
const idPatterns = [];
// Any quoted id-shaped token counts, wherever it stands (also inside `${...}` of a template literal).
const QUOTED_ID = /['"`]([a-z][\w-]*(?:\.[\w-]+)+)['"`]/g;
// Templates that start with a literal scope (`main.x.${y}`); `${a}.${b}` would match every id.
const ID_TEMPLATE = /`([a-z][\w-]*\.[\w.-]*\$\{[^`]*)`/g;
for (const file of sources) {
  const code = readFileSync(file, 'utf8');
  for (const [, id] of code.matchAll(QUOTED_ID)) literalIds.add(id);
  for (const [, template] of code.matchAll(ID_TEMPLATE)) {
    if (!/^[\w.${}\s?:'"()-]+$/.test(template)) continue;
    const pattern = template
      .split(/\$\{[^}]*\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[\\w.-]+');
    idPatterns.push(new RegExp(`^${pattern}$`));
  }
}
const namedLiterally = (id) => literalIds.has(id);
const builtAtRunTime = (id) => idPatterns.some((pattern) => pattern.test(id));
const isUsed = (id) => extractedIds.has(id) || namedLiterally(id) || builtAtRunTime(id);
const unused = [...allIds].filter((id) => !isUsed(id));
for (const id of unused)
  problems.push(`message "${id}" is used by no source file (delete it from every locale)`);

problems.push(...checkDescriptions([...catalogDirs.keys()])); // translator notes, ADR 0027
const copy = await copyProblems(catalogDirs);
if (copy.violations.length) {
  console.error(copy.violations.join('\n'));
  console.error(
    `i18n: ${copy.violations.length} copy violation(s) (glossary and copy rules: docs/glossary.md)`,
  );
}
problems.push(...copy.glossaryProblems);
if (problems.length || copy.violations.length) {
  if (problems.length) console.error(problems.join('\n'));
  console.error(`i18n: ${problems.length + copy.violations.length} problem(s)`);
  process.exit(1);
}
const byFormatjs = [...allIds].filter((id) => extractedIds.has(id)).length;
const byScan = [...allIds].filter((id) => !extractedIds.has(id) && namedLiterally(id)).length;
console.log(
  `i18n: ${catalogDirs.size} catalog folders, ${allIds.size} messages (${byFormatjs} extracted by formatjs, ` +
    `${byScan} named as strings elsewhere, ${allIds.size - byFormatjs - byScan} built at run time): ` +
    'parity, scripts, ICU syntax and usage right',
);
console.log(
  `i18n: ${copy.texts} texts (catalog messages, articles, legal pages, mails, plans) follow the glossary and copy rules`,
);
