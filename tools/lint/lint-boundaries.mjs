// Lints in-memory files (JSON [{ filePath, code }] on stdin) and prints the module-boundary messages
// of each; run in its own process because ESLint loads its config through dynamic import.
import { ESLint } from 'eslint';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { filePath, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push(result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message));
}
process.stdout.write(JSON.stringify(results));
