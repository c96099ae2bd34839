import nx from '@nx/eslint-plugin';
import baseConfig from '../../eslint.config.mjs';
import { pureCoreRules, webRules } from '../../tools/lint/boundaries.mjs';

// src/core is the pure part the server may import (@om/auth/core); the rest is browser code.
export default [...nx.configs['flat/react'], ...baseConfig, ...webRules, ...pureCoreRules('src/core'), { ignores: ['**/out-tsc'] }];
