// Shared Jest settings: SWC compiles TypeScript/TSX, tsconfig paths map to the libs' sources.
const path = require('node:path');
const { pathsToModuleNameMapper } = require('./tools/jest/paths-to-module-name-mapper');

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.[jt]s?(x)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  transform: { '^.+\\.(t|j|mj)sx?$': ['@swc/jest', swcOptions] },
  // ESM-only packages that Jest must compile too (matched at the innermost node_modules).
  transformIgnorePatterns: [
    '/node_modules/(?!.*/node_modules/)(?!(react-intl|@formatjs|intl-messageformat|@apollo/client|rxjs|@wry|optimism|jose|content-disposition)/)',
  ],
  moduleNameMapper: pathsToModuleNameMapper(path.join(__dirname, 'tsconfig.base.json')),
  setupFiles: [path.join(__dirname, 'tools/jest/setup-env.js')],
  coverageReporters: ['text-summary'],
};
