// Import rules each project's eslint.config.mjs applies to its own files (a flat config's `files`
// globs are relative to the project that runs ESLint, so these are spread there, not in the root).
import importPlugin from 'eslint-plugin-import';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const TS = ['**/*.ts', '**/*.tsx'];
const TESTS = ['**/*.spec.ts', '**/*.spec.tsx', '**/*.test.ts', '**/*.test.tsx'];

/** The apps and the browser libs: every request goes through @om/api's client. */
export const webRules = [
  {
    files: TS,
    ignores: TESTS,
    rules: { 'no-restricted-globals': ['error', { name: 'fetch', message: 'Use the client in @om/api.' }] },
  },
];

/** The pure core of the shared libs, the only parts the server may import. */
export const SERVER_ENTRY_POINTS = ['@om/core', '@om/api/schema', '@om/api/enums', '@om/api/openapi.json', '@om/api/api-reference.html', '@om/auth/core'];

const WEB_PACKAGES = ['react', 'react-dom', 'react-redux', 'react-router', 'react-i18next', '@reduxjs/toolkit', '@chakra-ui/react', '@emotion/react', 'openapi-fetch'];

const webPackage = (name) => ({ name, message: 'Browser code stays out of the server.' });

/** The server: the shared libs' pure core only (their client, hooks and state are browser code). */
export const serverRules = [
  {
    files: TS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['@om/api', '@om/auth'].map((name) => ({ name, message: `The server imports only the pure core: ${SERVER_ENTRY_POINTS.join(', ')}.` })),
            ...WEB_PACKAGES.map(webPackage),
          ],
          patterns: [{ group: ['@reduxjs/toolkit/*', 'react-dom/*', 'react-router/*'], message: 'Browser code stays out of the server.' }],
        },
      ],
    },
  },
];

/** A pure core folder of a shared lib (`libs/auth/src/core`): no browser packages, nothing of the lib's web part. */
export const pureCoreRules = (folder) => [
  {
    files: [`${folder}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: WEB_PACKAGES.map(webPackage), patterns: [{ group: ['../*', '!../core', '!../core/*'], message: 'The core imports nothing of its lib outside the core.' }] },
      ],
    },
  },
];

/** A dependency-free lib (`libs/core`): only its own files, no package, no other workspace lib, no Node built-in. */
export const dependencyFreeRules = [
  {
    files: TS,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\.\\.?/)', message: 'libs/core depends on nothing: every project imports it, the server and the browser alike.' }] }],
    },
  },
];

/**
 * Console features talk to each other only through a feature's public `index.ts` (or through
 * `shared/`): `features/device/DevicePicker.tsx` is device's own; `features/device` (its index) is for all.
 */
export function featureRules(projectRoot) {
  const features = join(projectRoot, 'src/features');
  const names = readdirSync(features).filter((name) => statSync(join(features, name)).isDirectory());
  return [
    {
      files: TS,
      plugins: { import: importPlugin },
      settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
      rules: {
        'import/no-restricted-paths': [
          'error',
          {
            zones: names.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`, ...names.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
              message: `Import another feature through its index.ts (features/<name>) or move the shared part to shared/.`,
            })),
          },
        ],
      },
    },
  ];
}

const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** One file-name convention: PascalCase for a file whose main export is a component, kebab-case for the rest. */
const fileNamePlugin = {
  rules: {
    'file-name': {
      meta: { type: 'suggestion', schema: [], messages: { name: '"{{name}}": name files PascalCase (components) or kebab-case (everything else), not camelCase.' } },
      create(context) {
        return {
          Program(node) {
            const name = context.filename.split(/[\\/]/).pop() ?? '';
            const stem = name.replace(/(\.(spec|test|spec-helper))?\.[cm]?[jt]sx?$/, '');
            if (!PASCAL.test(stem) && !KEBAB.test(stem)) context.report({ node, messageId: 'name', data: { name } });
          },
        };
      },
    },
  },
};

export const fileNameRules = [{ files: TS, plugins: { om: fileNamePlugin }, rules: { 'om/file-name': 'error' } }];
