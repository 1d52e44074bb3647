module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'link-builder',
  rootDir: __dirname,
  testEnvironment: 'node',
};
