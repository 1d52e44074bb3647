// The API's import rules (issue 12, ADR 0023): checked by src/architecture.test.ts in `npm test`.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle, type-only imports included: the files cannot be read, tested or split apart.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'transports-import-no-module',
      severity: 'error',
      comment: 'GraphQL and REST plumbing serve every domain and know none: server.ts composes the modules.',
      from: { path: '^src/(graphql|http)/' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'core-imports-no-module',
      severity: 'error',
      comment:
        "core/ holds what every module shares; it may name a module's types (the platform), never run its code.",
      from: { path: '^src/core/' },
      to: { path: '^src/modules/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'only-the-composition-root-lists-modules',
      severity: 'error',
      comment: 'A module file (<name>.module.ts) is imported by server.ts alone.',
      from: { path: '^src/', pathNot: '^src/(server|platform)\\.ts$' },
      to: { path: '\\.module\\.ts$' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.ts$|/testing/' },
  },
};
