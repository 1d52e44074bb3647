module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'crm',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  moduleNameMapper: {
    ...require('../../jest.preset.js').moduleNameMapper,
    '\\.css(\\?url)?$': '<rootDir>/../../tools/jest/style-stub.js',
  },
};
