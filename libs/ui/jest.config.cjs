module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'ui',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
};
