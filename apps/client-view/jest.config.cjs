module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'client-view',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    ...require('../../jest.preset.js').moduleNameMapper,
    '\\.css(\\?url)?$': '<rootDir>/../../tools/jest/style-stub.js',
  },
};
