/* The build's own tools (tools/build/*.mjs), checked on small module graphs. */
module.exports = {
  displayName: '@om/build-tools',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.spec.js'],
  transform: {},
  testTimeout: 60000,
};
