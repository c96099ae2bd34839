/* Pure functions: Node, no DOM. */
module.exports = {
  displayName: '@om/core',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  transform: {
    '^.+\\.[cm]?[tj]s$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/minimum-timeouts.cjs'],
  coverageDirectory: 'test-output/jest/coverage',
};
