module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'i18n',
  rootDir: __dirname,
  testEnvironment: 'node',
};
