module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'graphql',
  rootDir: __dirname,
  testEnvironment: 'node',
};
