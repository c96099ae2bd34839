import baseConfig from '../../eslint.config.mjs';
import { dependencyFreeRules, fileNameRules } from '../../tools/lint/boundaries.mjs';

// The lib every project may import: it imports nothing but its own files.
export default [...baseConfig, ...dependencyFreeRules, ...fileNameRules, { ignores: ['**/out-tsc'] }];
