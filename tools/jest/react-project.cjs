const path = require('node:path');

const ESM_ONLY = ['echarts', 'zrender'];

/** Shared Jest config of every React app and lib: swc, jsdom with Node's web globals. */
module.exports = (displayName) => ({
  displayName,
  preset: '../../jest.preset.js',
  testEnvironment: path.join(__dirname, 'jsdom-env.cjs'),
  setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.cjs')],
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
});
