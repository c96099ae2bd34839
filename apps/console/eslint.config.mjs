import nx from '@nx/eslint-plugin';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import baseConfig from '../../eslint.config.mjs';
import { featureRules, webRules } from '../../tools/lint/boundaries.mjs';

export default [
  ...nx.configs['flat/react'],
  ...baseConfig,
  ...webRules,
  ...featureRules(dirname(fileURLToPath(import.meta.url))),
];
