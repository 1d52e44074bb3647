module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'app-shell',
  rootDir: __dirname,
  testEnvironment: 'node',
};
