/* Server tests run in Node against PGlite (and PostgreSQL when TEST_DATABASE_URL is set). */
// Not based on jest.preset.js: its ts-jest transform (not installed) makes Nx fail to hash the task inputs.
module.exports = {
  displayName: '@om/server',
  testEnvironment: 'node',
  testMatch: ['**/?(*.)+(spec|test).?([mc])[jt]s?(x)'],
  resolver: '@nx/jest/plugins/resolver',
  // Dual packages load their CommonJS builds, as the Nx preset arranges.
  testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
  modulePathIgnorePatterns: ['<rootDir>/dist/', '<rootDir>/out-tsc/'],
  transform: {
    '^.+\\.[cm]?[tj]s$': ['@swc/jest', {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    }],
  },
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  // ESM-only packages (import.meta.url), PGlite's CJS build (dynamic import of node builtins), cookie@2.
  transformIgnorePatterns: ['/node_modules/(?!(pdfjs-dist|fastify-openapi-glue|@seriousme/openapi-schema-validator|@electric-sql/pglite|cookie)/)'],
  // A limit for hung tests, not a speed budget (tools/jest/minimum-timeouts.cjs raises explicit ones too).
  testTimeout: 180000,
  // A worker that has grown past this (each test file's embedded database is large) is replaced between files.
  workerIdleMemoryLimit: '2GB',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/minimum-timeouts.cjs'],
  coverageDirectory: 'test-output/jest/coverage',
};
