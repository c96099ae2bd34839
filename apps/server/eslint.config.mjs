import baseConfig from '../../eslint.config.mjs';
import { serverRules } from '../../tools/lint/boundaries.mjs';

export default [...baseConfig, ...serverRules];
