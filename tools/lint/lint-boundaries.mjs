// Lints in-memory files (JSON [{ filePath, code }] on stdin) and prints, for each, the messages of the rules
// named as arguments (the module-boundary rule when none is); run in its own process because ESLint loads its
// config through dynamic import.
import { ESLint } from 'eslint';

const ruleIds = new Set(process.argv.length > 2 ? process.argv.slice(2) : ['@nx/enforce-module-boundaries']);

let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { filePath, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push(result.messages.filter((m) => ruleIds.has(m.ruleId)).map((m) => m.message));
}
process.stdout.write(JSON.stringify(results));
