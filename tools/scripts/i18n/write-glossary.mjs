// `npm run i18n:glossary`: rewrites docs/glossary.md from the termbase (libs/i18n/src/glossary/terms.json).
// The catalog check fails while the two differ, so the page never drifts from what the check enforces.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GLOSSARY_DOC, glossaryDoc, loadGlossary } from './check-copy.mjs';

const file = path.resolve(import.meta.dirname, '../../..', GLOSSARY_DOC);
await writeFile(file, await glossaryDoc(await loadGlossary()));
console.log(`wrote ${GLOSSARY_DOC}`);
