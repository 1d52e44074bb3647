import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';

// The import rules of dependency-cruiser.config.cjs (ADR 0023), over the API's sources.
const apiRoot = path.resolve(__dirname, '..');
const config = require(path.join(apiRoot, 'dependency-cruiser.config.cjs'));

async function violationsIn(root: string): Promise<string[]> {
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const result = await cruise(['src'], {
      ruleSet: { forbidden: config.forbidden },
      ...config.options,
      validate: true,
    });
    const output = result.output as ICruiseResult;
    return output.summary.violations.map(
      (violation) =>
        `${violation.rule.name}: ${violation.from} -> ${violation.to}${violation.cycle ? ` (${violation.cycle.map((step) => step.name).join(' -> ')})` : ''}`,
    );
  } finally {
    process.chdir(cwd);
  }
}

describe('the API imports', () => {
  it('have no circle, no module named by the transports or by core, and modules listed only by server.ts', async () => {
    expect(await violationsIn(apiRoot)).toEqual([]);
  });

  it('are checked by rules that bite', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'donut-cruise-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    try {
      write('tsconfig.json', '{ "compilerOptions": { "module": "commonjs", "strict": true } }');
      write('src/modules/a/a.service.ts', "import type { B } from '../b/b.service';\nexport type A = B;\n");
      write(
        'src/modules/b/b.service.ts',
        "import type { A } from '../a/a.service';\nexport type B = A | 1;\n",
      );
      write('src/modules/b/b.module.ts', "export const bModule = { name: 'b' };\n");
      write(
        'src/graphql/plugin.ts',
        "import { bModule } from '../modules/b/b.module';\nexport const x = bModule;\n",
      );
      write(
        'src/core/thing.ts',
        "import { bModule } from '../modules/b/b.module';\nexport const y = bModule;\n",
      );
      const violations = await violationsIn(root);
      expect(violations.some((v) => v.startsWith('no-circular:'))).toBe(true);
      expect(violations).toContain(
        'transports-import-no-module: src/graphql/plugin.ts -> src/modules/b/b.module.ts',
      );
      expect(violations).toContain('core-imports-no-module: src/core/thing.ts -> src/modules/b/b.module.ts');
      expect(violations).toContain(
        'only-the-composition-root-lists-modules: src/core/thing.ts -> src/modules/b/b.module.ts',
      );
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
