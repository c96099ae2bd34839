// What other features may use of the repair feature.
export { faultPoolMeta } from './meta';
