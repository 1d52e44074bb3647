import { execFileSync } from 'node:child_process';
import path from 'node:path';

// Links are built in one place (STYLE.md, ADR 0022); tools/lint/link-table.mjs keeps paths out of the apps and libs.
// These cases prove it bites.
const cases = {
  localeTemplate: [
    'apps/main/app/features/faq/x.tsx',
    'export const x = (locale: string) => `/${locale}/faq`;\n',
  ],
  pathTemplateInLib: ['libs/auth/src/x.ts', 'export const x = (slug: string) => `/faq/articles/${slug}`;\n'],
  jsxHref: ['apps/crm/app/layout/x.tsx', 'export const X = () => <a href="/admin">Home</a>;\n'],
  jsxTo: [
    'apps/main/app/layout/x.tsx',
    "import { Form, Link } from 'react-router';\nexport const X = () => <><Link to={'/en/rates'}>Plans</Link><Form action=\"/ru/faq/articles\" /></>;\n",
  ],
  routeConfigLiteral: [
    'apps/client-view/app/routes.ts',
    "import { route } from '@react-router/dev/routes';\nexport default [route('records/online/services', 'routes/x.tsx'), route(`admin/*`, 'routes/y.tsx')];\n",
  ],
  fromTheTable: [
    'apps/main/app/layout/y.tsx',
    "import { Link } from 'react-router';\nimport { routeHref } from '@donut/link-builder';\nexport const X = () => <Link to={routeHref('main', 'rates', {}, { locale: 'en' })}>Plans</Link>;\n",
  ],
  routeConfigFromTheTable: [
    'apps/main/app/routes.ts',
    "import { route } from '@react-router/dev/routes';\nimport { appRoutes } from '../../../libs/link-builder/src/routes';\nimport { routeConfigPath as at } from '../../../libs/link-builder/src/route-config';\nexport default [route(at(appRoutes.main.rates), 'routes/rates.tsx')];\n",
  ],
  notPaths: [
    'apps/main/app/features/faq/y.tsx',
    'export const x = (pathname: string, id: string) => [`${pathname}?q=1`, `#${id}`, `faq-card-${id}`, "/favicon.svg"];\nexport const Y = ({ id }: { id: string }) => <a href={`#${id}`}>Top</a>;\n',
  ],
  linkBuilder: ['libs/link-builder/src/x.ts', 'export const x = (locale: string) => `/${locale}/`;\n'],
  tests: [
    'apps/main/app/features/faq/x.test.tsx',
    "it('links', () => expect(`/${'en'}/faq`).toBe('/en/faq'));\n",
  ],
} as const;

let errors: Record<keyof typeof cases, string[]>;

beforeAll(() => {
  const root = path.resolve(__dirname, '../..');
  const input = JSON.stringify(Object.values(cases).map(([filePath, code]) => ({ filePath, code })));
  const output = execFileSync('node', ['tools/lint/lint-boundaries.mjs', 'donut/no-hand-built-paths'], {
    cwd: root,
    input,
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  const messages: string[][] = JSON.parse(output.toString());
  errors = Object.fromEntries(Object.keys(cases).map((name, i) => [name, messages[i]])) as typeof errors;
});

describe('the link table rule', () => {
  it('forbids a path built from a template literal, in apps and libraries', () => {
    expect(errors.localeTemplate).toEqual([expect.stringMatching(/path built by hand.*routeHref\(\)/)]);
    expect(errors.pathTemplateInLib).toEqual([expect.stringMatching(/path built by hand/)]);
  });

  it('forbids a link attribute written as a path', () => {
    expect(errors.jsxHref).toEqual([expect.stringMatching(/'\/admin' is a path written by hand/)]);
    expect(errors.jsxTo).toEqual([
      expect.stringMatching(/'\/en\/rates'/),
      expect.stringMatching(/'\/ru\/faq\/articles'/),
    ]);
  });

  it('forbids a route config path that does not come from the table', () => {
    expect(errors.routeConfigLiteral).toEqual([
      expect.stringMatching(/routeConfigPath\(\)/),
      expect.stringMatching(/routeConfigPath\(\)/),
    ]);
  });

  it('lets links and route configs come from the table', () => {
    expect(errors.fromTheTable).toEqual([]);
    expect(errors.routeConfigFromTheTable).toEqual([]);
  });

  it('leaves queries, anchors and ids alone', () => {
    expect(errors.notPaths).toEqual([]);
  });

  it('lets the link table itself and the tests write paths', () => {
    expect(errors.linkBuilder).toEqual([]);
    expect(errors.tests).toEqual([]);
  });
});
