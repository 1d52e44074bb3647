import { execFileSync } from 'node:child_process';
import path from 'node:path';

// Features never import features (STYLE.md); tools/lint/feature-boundaries.mjs enforces it. These cases prove it bites.
const cases = {
  relativeSibling: [
    'apps/main/app/features/rates/rates-page.tsx',
    "import { PlanAction } from '../billing/plan-action';\nexport const x = PlanAction;\n",
  ],
  relativeFromSubfolder: [
    'apps/main/app/features/marketing/contacts/public-contacts-page.tsx',
    "import { ContactForm } from '../../about/contact-form';\nexport const x = ContactForm;\n",
  ],
  typeOnly: [
    'apps/crm/app/features/settings/settings-values.ts',
    "import type { CrmSubscription } from '../paywall/load-subscription';\nexport type X = CrmSubscription;\n",
  ],
  inClientView: [
    'apps/client-view/app/features/menu/menu.tsx',
    "import { ProjectHome } from '../project-home/project-home';\nexport const x = ProjectHome;\n",
  ],
  byAlias: [
    'apps/main/app/features/connect/connect-page.tsx',
    "import { useHydrated } from '~/features/notifications/use-hydrated';\nexport const x = useHydrated;\n",
  ],
  reexportAndDynamic: [
    'apps/main/app/features/auth/x.ts',
    "export { reloadClient } from '../cabinet/reload-client';\nexport const load = () => import('../cabinet/cabinet-frame');\n",
  ],
  testMocksAnother: [
    'apps/main/app/features/about/x.test.tsx',
    "jest.mock('../billing/checkout-navigation', () => ({}));\n",
  ],
  sharedImportsFeature: [
    'apps/crm/app/shared/payment-required.ts',
    "import { Paywall } from '../features/paywall/paywall';\nexport const x = Paywall;\n",
  ],
  ownFiles: [
    'apps/main/app/features/marketing/legal/legal-page.tsx',
    "import { LEGAL_DOCUMENTS } from '../marketing-pages';\nimport { CallToAction } from '../../marketing/call-to-action';\nimport type { LegalText } from './legal-text';\nimport '../marketing.css';\nexport const x = [LEGAL_DOCUMENTS, CallToAction] as unknown as LegalText;\n",
  ],
  sharedFolders: [
    'apps/main/app/features/auth/use-confirm-email-link.ts',
    "import { reloadClient } from '../../shared/client/reload-client';\nimport { visibleError } from '../../forms/schema-form';\nimport { Button } from '@donut/ui';\nexport const x = [reloadClient, visibleError, Button];\n",
  ],
  routeComposes: [
    'apps/main/app/routes/client-about-rates.tsx',
    "import { AboutRatesPage } from '../features/about/about-rates-page';\nimport { PlanChange } from '../features/billing/plan-change';\nexport const x = [AboutRatesPage, PlanChange];\n",
  ],
  layoutComposes: [
    'apps/crm/app/layout/project-layout.tsx',
    "import { Paywall } from '../features/paywall/paywall';\nimport { AdminHome } from '../features/admin-home/admin-home';\nexport const x = [Paywall, AdminHome];\n",
  ],
} as const;

let errors: Record<keyof typeof cases, string[]>;

beforeAll(() => {
  const root = path.resolve(__dirname, '../..');
  const input = JSON.stringify(Object.values(cases).map(([filePath, code]) => ({ filePath, code })));
  const output = execFileSync('node', ['tools/lint/lint-boundaries.mjs', 'donut/no-cross-feature-imports'], {
    cwd: root,
    input,
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  const messages: string[][] = JSON.parse(output.toString());
  errors = Object.fromEntries(Object.keys(cases).map((name, i) => [name, messages[i]])) as typeof errors;
});

describe('feature boundaries', () => {
  it('forbid a feature importing a sibling feature by relative path', () => {
    expect(errors.relativeSibling).toEqual([
      expect.stringMatching(
        /'\.\.\/billing\/plan-action' is in features\/billing.*this file is in features\/rates/,
      ),
    ]);
  });

  it('resolve the path from a feature’s subfolder before judging it', () => {
    expect(errors.relativeFromSubfolder).toEqual([
      expect.stringMatching(/is in features\/about.*this file is in features\/marketing/),
    ]);
  });

  it('count type-only imports, in every app', () => {
    expect(errors.typeOnly).toEqual([expect.stringMatching(/features\/paywall/)]);
    expect(errors.inClientView).toEqual([expect.stringMatching(/features\/project-home/)]);
  });

  it('catch another feature behind an alias', () => {
    expect(errors.byAlias).toEqual([expect.stringMatching(/features\/notifications/)]);
  });

  it('catch re-exports, dynamic imports and the module paths of jest.mock', () => {
    expect(errors.reexportAndDynamic).toHaveLength(2);
    expect(errors.testMocksAnother).toEqual([expect.stringMatching(/features\/billing/)]);
  });

  it('keep the shared folders beneath the features', () => {
    expect(errors.sharedImportsFeature).toEqual([expect.stringMatching(/shared\/ is beneath the features/)]);
  });

  it('let a feature import its own files, the shared folders and the libraries', () => {
    expect(errors.ownFiles).toEqual([]);
    expect(errors.sharedFolders).toEqual([]);
  });

  it('let routes and layouts compose several features', () => {
    expect(errors.routeComposes).toEqual([]);
    expect(errors.layoutComposes).toEqual([]);
  });
});
