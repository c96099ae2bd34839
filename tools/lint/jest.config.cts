/* The boundary rules of tools/lint/boundaries.mjs and eslint.config.mjs, checked by planting violations. */
module.exports = {
  displayName: '@om/lint-rules',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.spec.js'],
  transform: {},
  testTimeout: 120000,
};
