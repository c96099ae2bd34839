const path = require('node:path');

const ESM_ONLY = ['echarts', 'zrender'];

/**
 * Jest's default 5 s per test is a wall-clock budget: page tests that render the whole app and type
 * with user-event took longer than that with the machine busy (load ~3.5 on 2 cores) and failed
 * although nothing was wrong. A test here fails on its assertions, not on the host's speed; the
 * limit only stops a test that hangs.
 */
const { MINIMUM_TIMEOUT_MS: TEST_TIMEOUT_MS } = require('./minimum-timeouts.cjs');

/** Shared Jest config of every React app and lib: swc, jsdom with Node's web globals. */
module.exports = (displayName) => ({
  displayName,
  preset: '../../jest.preset.js',
  testEnvironment: path.join(__dirname, 'jsdom-env.cjs'),
  setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.cjs'), path.join(__dirname, 'minimum-timeouts.cjs')],
  transform: {
    '^(?!.*\\.(js|jsx|ts|tsx|mjs|cjs|css|json)$)': '@nx/react/plugins/jest',
    '^.+\\.[cm]?[tj]sx?$': ['@swc/jest', {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
      module: { type: 'commonjs' },
    }],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  coverageDirectory: 'test-output/jest/coverage',
  testTimeout: TEST_TIMEOUT_MS,
});
