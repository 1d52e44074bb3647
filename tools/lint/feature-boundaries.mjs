// Features never import features; the app composes them (STYLE.md, after bulletproof-react's lint zones). A file
// under <app>/app/features/<x>/ may import its own feature, the app's shared folders and libraries, never
// <app>/app/features/<y>/; the shared folders import no feature at all, or a feature could reach another through
// them. Routes, layouts and the test helpers compose features and are not checked.
//
// A rule of our own because no installed one can say "another feature": eslint-plugin-import is not a dependency,
// and no-restricted-imports matches the specifier as written, where `../billing/plan-action` (another feature, from
// features/rates/) and `../marketing-pages` (the same feature, from features/marketing/legal/) look alike. Here
// a relative specifier is resolved against the importing file; a bare one (an alias such as `~/features/billing/x`)
// is read by its `features/<name>` segment, as an import of the importing app's feature.
import path from 'node:path';

const FEATURE = /^(.*?\/app)\/features\/([^/]+)/;
/** Module-path arguments of these calls are dependencies too: `require`, `jest.mock` and the like. */
const JEST_MODULE_CALLS = new Set([
  'mock',
  'doMock',
  'unmock',
  'requireActual',
  'requireMock',
  'createMockFromModule',
]);

const posix = (file) => file.split(path.sep).join('/');

/** The app folder and feature of a path, e.g. { app: '/repo/apps/main/app', feature: 'billing' }, or null. */
function featureOf(file) {
  const match = FEATURE.exec(file);
  return match ? { app: match[1], feature: match[2] } : null;
}

/** Where `source` points from `file`: an absolute path, or for a bare specifier the app's feature it names. */
function targetOf(file, source, app) {
  if (source.startsWith('.')) return path.posix.resolve(path.posix.dirname(file), source);
  const alias = /(?:^|\/)features\/([^/]+)/.exec(source);
  return alias && app ? `${app}/features/${alias[1]}` : null;
}

/** @type {import('eslint').Rule.RuleModule} */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A feature imports no other feature, and shared code imports no feature; routes and layouts compose them.',
    },
    schema: [
      {
        type: 'object',
        properties: { sharedFolders: { type: 'array', items: { type: 'string' }, uniqueItems: true } },
        additionalProperties: false,
      },
    ],
    messages: {
      otherFeature:
        "'{{source}}' is in features/{{target}}, and a feature may not import another (this file is in features/{{feature}}). Let a route or layout pass it in as a prop or slot, or move what both need to a shared folder.",
      sharedImportsFeature:
        "'{{source}}' is in features/{{target}}, and {{folder}}/ is beneath the features: it may not import one.",
    },
  },
  create(context) {
    const file = posix(context.filename);
    const sharedFolders = context.options[0]?.sharedFolders ?? ['shared'];
    const own = featureOf(file);
    const folders = sharedFolders.map((folder) => folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    const shared = own ? null : new RegExp(`^(.*?/app)/(${folders})/`).exec(file);
    if (!own && !shared) return {};
    const app = own?.app ?? shared[1];

    function check(node) {
      if (!node || typeof node.value !== 'string') return;
      const target = targetOf(file, node.value, app);
      const imported = target && featureOf(target);
      if (!imported) return;
      if (own && imported.app === own.app && imported.feature === own.feature) return;
      const data = { source: node.value, target: imported.feature };
      if (own) context.report({ node, messageId: 'otherFeature', data: { ...data, feature: own.feature } });
      else context.report({ node, messageId: 'sharedImportsFeature', data: { ...data, folder: shared[2] } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression(node) {
        const { callee } = node;
        const isRequire = callee.type === 'Identifier' && callee.name === 'require';
        const isJest =
          callee.type === 'MemberExpression' &&
          callee.object.name === 'jest' &&
          JEST_MODULE_CALLS.has(callee.property.name);
        if (isRequire || isJest) check(node.arguments[0]);
      },
    };
  },
};

/** The workspace's own lint rules, as an ESLint plugin. */
export default { meta: { name: 'donut' }, rules: { 'no-cross-feature-imports': noCrossFeatureImports } };
