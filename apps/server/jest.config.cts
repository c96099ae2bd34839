/* Server tests run in Node against PGlite (and PostgreSQL when TEST_DATABASE_URL is set). */
module.exports = {
  displayName: '@om/server',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  transform: {
    '^.+\\.[cm]?[tj]s$': ['@swc/jest', {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    }],
  },
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  // ESM-only packages (import.meta.url), PGlite's CJS build (dynamic import of node builtins), cookie@2.
  transformIgnorePatterns: ['/node_modules/(?!(fastify-openapi-glue|@seriousme/openapi-schema-validator|@electric-sql/pglite|cookie)/)'],
  testTimeout: 30000,
  coverageDirectory: 'test-output/jest/coverage',
};
