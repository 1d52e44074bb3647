// Translator notes (issue 21, ADR 0027). Every catalog folder has a descriptions.json beside its en.json:
// message id → one line in English saying who reads the message (a leading audience tag), where it
// appears and what each placeholder renders to. Most Georgian errors came from not knowing who "you" is,
// so the tag is required, and a placeholder a translator is not told about is a violation too.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

export const DESCRIPTIONS_FILE = 'descriptions.json';

/** Who a message addresses: the tag a description starts with, e.g. "[owner] Billing block: …". */
export const AUDIENCES = {
  owner: 'the business owner (Donut’s client) in the main site’s cabinet or a project’s CRM',
  customer: 'an end client of a business: its site (client view), Mini App or bot',
  visitor: 'someone not signed in on the main site (marketing pages, plans, FAQ): a prospective owner',
  staff: 'an employee of a business working in its CRM',
  any: 'more than one of these, or no one in particular (a language name, a unit)',
};

const LOCALES = ['ru', 'en', 'ka'];
// "[owner] text" or "[visitor, owner] text"; "any" stands alone.
const AUDIENCE_TAG = /^\[([a-z]+(?:, [a-z]+)*)\] \S/;

/**
 * The placeholders of an ICU message as a description names them: `{name}` for an argument (plain,
 * number, date, time, plural, select) and `<name>` for a rich-text tag. An unparsable message has none
 * here (i18n-check reports its syntax).
 * @example placeholdersOf('Ends {end, date, long}. <link>Plans</link>') // Set { '{end}', '<link>' }
 */
export function placeholdersOf(message) {
  const found = new Set();
  const visit = (elements) => {
    for (const element of elements) {
      if (element.type === TYPE.tag) {
        found.add(`<${element.value}>`);
        visit(element.children);
      } else if ('value' in element && element.type !== TYPE.literal && element.type !== TYPE.pound) {
        found.add(`{${element.value}}`);
        for (const option of Object.values(element.options ?? {})) visit(option.value);
      }
    }
  };
  try {
    visit(parse(String(message)));
  } catch {
    // Reported by i18n-check's ICU rule.
  }
  return found;
}

function audienceProblem(description) {
  const tag = description.match(AUDIENCE_TAG);
  const tags = `${Object.keys(AUDIENCES)
    .map((audience) => `[${audience}]`)
    .join(', ')}`;
  if (!tag) return `does not start with an audience tag (${tags}) and a text`;
  const audiences = tag[1].split(', ');
  const unknown = audiences.filter((audience) => !(audience in AUDIENCES));
  if (unknown.length) return `has an unknown audience ${unknown.join(', ')} (known: ${tags})`;
  if (audiences.length > 1 && audiences.includes('any')) return 'combines [any] with other audiences';
  return null;
}

/**
 * Problems of one folder's descriptions against its catalogs (locale → id → message): a message without
 * a description, a description without a message, no audience tag, a placeholder it does not name or
 * names but the message lacks. `where` prefixes each problem.
 */
export function describeViolations(where, catalogs, descriptions) {
  const problems = [];
  const file = `${where}/${DESCRIPTIONS_FILE}`;
  const ids = new Set(LOCALES.flatMap((locale) => Object.keys(catalogs[locale] ?? {})));
  for (const id of ids) {
    const description = descriptions[id];
    if (typeof description !== 'string' || !description.trim()) {
      problems.push(`${file} misses a description of "${id}"`);
      continue;
    }
    const audience = audienceProblem(description);
    if (audience) problems.push(`${file} "${id}" ${audience}`);
    const placeholders = new Set(
      LOCALES.flatMap((locale) => [...placeholdersOf(catalogs[locale]?.[id] ?? '')]),
    );
    for (const placeholder of placeholders) {
      if (!description.includes(placeholder))
        problems.push(`${file} "${id}" does not say what ${placeholder} renders to`);
    }
    for (const [named] of description.matchAll(/\{\w+\}|<\w+>/g)) {
      if (!placeholders.has(named))
        problems.push(`${file} "${id}" names ${named}, which the message does not have`);
    }
  }
  for (const id of Object.keys(descriptions)) {
    if (!ids.has(id)) problems.push(`${file} describes "${id}", which no catalog of the folder has`);
  }
  return problems;
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Checks the descriptions.json of each catalog folder (a folder holding ru.json, en.json and ka.json).
 * @example checkDescriptions(['apps/crm/app/i18n']) // [] when every message is described
 */
export function checkDescriptions(folders) {
  const problems = [];
  for (const folder of folders) {
    const catalogs = Object.fromEntries(
      LOCALES.filter((locale) => existsSync(path.join(folder, `${locale}.json`))).map((locale) => [
        locale,
        readJson(path.join(folder, `${locale}.json`)),
      ]),
    );
    const file = path.join(folder, DESCRIPTIONS_FILE);
    if (!existsSync(file)) {
      const count = new Set(Object.values(catalogs).flatMap(Object.keys)).size;
      problems.push(`${folder}: no ${DESCRIPTIONS_FILE} for its ${count} messages (see ADR 0027)`);
      continue;
    }
    let descriptions;
    try {
      descriptions = readJson(file);
    } catch (error) {
      problems.push(`${file} is not valid JSON: ${error.message}`);
      continue;
    }
    problems.push(...describeViolations(folder, catalogs, descriptions));
  }
  return problems;
}

const NOT_SOURCES = new Set(['node_modules', 'dist', 'build', 'tmp', '.react-router', 'generated']);

/**
 * The catalog folders (those holding an en.json) under the given roots.
 * @example findCatalogFolders() // ['apps/api/src/i18n', 'apps/crm/app/i18n', …]
 */
export function findCatalogFolders(roots = ['apps', 'libs']) {
  const folders = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !NOT_SOURCES.has(entry.name)) walk(path.join(dir, entry.name));
      else if (entry.name === 'en.json') folders.push(dir);
    }
  };
  roots.filter((root) => existsSync(root)).forEach(walk);
  return folders.sort();
}

/** Every description of the folders, by message id (what `npm run i18n:extract` hands translators). */
export function readDescriptions(folders) {
  const file = (folder) => path.join(folder, DESCRIPTIONS_FILE);
  return Object.assign(
    {},
    ...folders.filter((folder) => existsSync(file(folder))).map((folder) => readJson(file(folder))),
  );
}
