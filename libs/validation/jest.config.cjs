module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'validation',
  rootDir: __dirname,
  testEnvironment: 'node',
};
