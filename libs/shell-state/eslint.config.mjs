import nx from '@nx/eslint-plugin';
import baseConfig from '../../eslint.config.mjs';
import { fileNameRules, webRules } from '../../tools/lint/boundaries.mjs';

export default [...nx.configs['flat/react'], ...baseConfig, ...webRules, ...fileNameRules, { ignores: ['**/out-tsc'] }];
