import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import featureBoundaries from './tools/lint/feature-boundaries.mjs';
import linkTable from './tools/lint/link-table.mjs';

/** Libraries that make a library "React-bound"; universal libs and the API must not import them. */
const reactPackages = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-redux',
  'react-intl',
  'react-router',
  '@apollo/client/react',
  '@apollo/client/react/*',
  'formik',
];
/** The data layer the design system must stay out of. */
const dataLayerPackages = [
  '@apollo/client',
  '@apollo/client/*',
  '@reduxjs/toolkit',
  'react-redux',
  'react-router',
  'react-router-dom',
];
/** The workspace's own rules (tools/lint), as one plugin. */
const donut = { meta: { name: 'donut' }, rules: { ...featureBoundaries.rules, ...linkTable.rules } };

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/build',
      '**/node_modules',
      '**/.react-router',
      '**/generated/**',
      '**/test-results',
      '**/playwright-report',
      '.data',
      'tmp',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    // Tool configuration files share the workspace's presets by path; the rule is about source code.
    ignores: ['**/jest.config.cjs', '**/*.config.ts', '**/*.config.mts', '**/*.config.mjs', '**/build.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          // React Router loads app/routes.ts with a Vite server of its own, without the workspace's path aliases: the
          // route configs import the link table by path (ADR 0022). These two files import nothing outside themselves.
          allow: ['../../../libs/link-builder/src/routes', '../../../libs/link-builder/src/route-config'],
          depConstraints: [
            // Scope: an app reaches only its own scope and the shared libs; shared libs reach only shared libs.
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:main', onlyDependOnLibsWithTags: ['scope:main', 'scope:shared'] },
            { sourceTag: 'scope:crm', onlyDependOnLibsWithTags: ['scope:crm', 'scope:shared'] },
            {
              sourceTag: 'scope:client-view',
              onlyDependOnLibsWithTags: ['scope:client-view', 'scope:shared'],
            },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'platform:universal'] },
            // Type: nothing depends on an app; libraries layer data-access > ui > util.
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:shell', 'type:data-access', 'type:ui', 'type:util'],
            },
            {
              sourceTag: 'type:shell',
              onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:util'],
            },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: ['type:ui', 'type:util'],
              bannedExternalImports: dataLayerPackages,
            },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
            // Platform: universal code runs on the server and in the browser alike, without React.
            {
              sourceTag: 'platform:universal',
              onlyDependOnLibsWithTags: ['platform:universal'],
              bannedExternalImports: reactPackages,
            },
          ],
        },
      ],
    },
  },
  {
    // Features never import features; routes and layouts compose them, and what several need lives in a shared
    // folder that imports no feature (tools/lint/feature-boundaries.mjs).
    files: ['apps/{main,crm,client-view}/app/**/*.{ts,tsx}'],
    plugins: { donut },
    rules: { 'donut/no-cross-feature-imports': ['error', { sharedFolders: ['shared', 'forms'] }] },
  },
  {
    // Links are built in one place: paths come from the link table of libs/link-builder, which alone writes them
    // (tools/lint/link-table.mjs, ADR 0022). Tests may assert literal URLs.
    files: ['apps/{main,crm,client-view}/app/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
    ignores: ['libs/link-builder/**', '**/*.test.{ts,tsx}'],
    plugins: { donut },
    rules: { 'donut/no-hand-built-paths': 'error' },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
];
