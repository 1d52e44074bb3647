module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'tools',
  rootDir: __dirname,
  testEnvironment: 'node',
  testTimeout: 60_000,
};
