import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The layering rules of ARCHITECTURE.md are enforced by lint; these cases prove the rules bite.
const cases = {
  uiImportsApollo: [
    'libs/ui/src/x.tsx',
    "import { ApolloClient } from '@apollo/client';\nexport const x = ApolloClient;\n",
  ],
  universalImportsReact: [
    'libs/link-builder/src/x.ts',
    "import { useState } from 'react';\nexport const x = useState;\n",
  ],
  apiImportsStore: [
    'apps/api/src/x.ts',
    "import { makeStore } from '@donut/store';\nexport const x = makeStore;\n",
  ],
  appImportsApp: [
    'apps/main/app/x.ts',
    "import { AdminHome } from '../../crm/app/features/admin-home/admin-home';\nexport const x = AdminHome;\n",
  ],
  appImportsLib: [
    'apps/main/app/x.ts',
    "import { documentTitle } from '@donut/i18n';\nexport const x = documentTitle;\n",
  ],
} as const;

let errors: Record<keyof typeof cases, string>;

beforeAll(() => {
  const root = path.resolve(__dirname, '../..');
  const input = JSON.stringify(Object.values(cases).map(([filePath, code]) => ({ filePath, code })));
  const output = execFileSync('node', ['tools/lint/lint-boundaries.mjs'], {
    cwd: root,
    input,
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  const messages: string[][] = JSON.parse(output.toString());
  errors = Object.fromEntries(
    Object.keys(cases).map((name, i) => [name, messages[i].join('\n')]),
  ) as typeof errors;
});

describe('module boundaries', () => {
  it('keep the data layer out of the design system', () => {
    expect(errors.uiImportsApollo).toMatch(/type:ui.*not allowed to import "@apollo\/client"/);
  });

  it('keep React out of universal libraries', () => {
    expect(errors.universalImportsReact).toMatch(/platform:universal.*not allowed to import "react"/);
  });

  it('let the API use only React-free libraries', () => {
    expect(errors.apiImportsStore).toMatch(/scope:api/);
  });

  it('forbid one app importing another', () => {
    expect(errors.appImportsApp).not.toBe('');
  });

  it('allow an app to use shared libraries', () => {
    expect(errors.appImportsLib).toBe('');
  });
});
