module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'telegram',
  rootDir: __dirname,
  testEnvironment: 'node',
};
