module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  // Each suite opens its own databases; PGlite start-up is slow on a loaded machine.
  testTimeout: 60_000,
};
