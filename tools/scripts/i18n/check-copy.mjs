// The copy half of the catalog check: the glossary and the rules of tools/scripts/i18n/*.ts over every text a
// reader sees (catalogs, knowledge base, legal pages, mails, plan descriptions), and docs/glossary.md kept
// as the glossary writes it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { catalogEntries, copyEntries, importSource, planNames } from './copy-sources.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');
export const GLOSSARY_FILE = 'libs/i18n/src/glossary/terms.json';
export const GLOSSARY_DOC = 'docs/glossary.md';

/** The termbase, its shape checked (a broken one throws with the field it trips on). */
export async function loadGlossary() {
  const { readGlossary } = await importSource('tools/scripts/i18n/glossary.ts');
  return readGlossary(JSON.parse(await readFile(path.join(ROOT, GLOSSARY_FILE), 'utf8')));
}

/** docs/glossary.md as the glossary and the Latin allow-list make it, formatted as Prettier keeps it. */
export async function glossaryDoc(glossary) {
  const [{ glossaryMarkdown }, latin, prettier] = await Promise.all([
    importSource('tools/scripts/i18n/glossary-doc.ts'),
    importSource('libs/i18n/src/latin-words.ts'),
    import('prettier'),
  ]);
  const file = path.join(ROOT, GLOSSARY_DOC);
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(glossaryMarkdown(glossary, latin), { ...options, filepath: file });
}

/**
 * Violations of the copy rules as "file: key: rule: excerpt (hint)" lines, and problems of the glossary itself
 * (plan names the site no longer uses, a stale docs/glossary.md).
 * `catalogs` maps each catalog folder to its { ru, en, ka } messages.
 */
export async function copyProblems(catalogs) {
  const glossary = await loadGlossary();
  const [{ checkCopy, formatViolation }, { planNameDrift }, entries, plans, doc, written] = await Promise.all(
    [
      importSource('tools/scripts/i18n/copy-check.ts'),
      importSource('tools/scripts/i18n/glossary.ts'),
      copyEntries(),
      planNames(),
      glossaryDoc(glossary),
      readFile(path.join(ROOT, GLOSSARY_DOC), 'utf8').catch(() => ''),
    ],
  );
  const texts = [...catalogEntries(catalogs), ...entries];
  const violations = checkCopy(texts, glossary).map(formatViolation);
  const glossaryProblems = planNameDrift(glossary, plans).map((problem) => `${GLOSSARY_FILE}: ${problem}`);
  if (doc !== written)
    glossaryProblems.push(`${GLOSSARY_DOC} differs from ${GLOSSARY_FILE}: run npm run i18n:glossary`);
  return { violations, glossaryProblems, texts: texts.length };
}
