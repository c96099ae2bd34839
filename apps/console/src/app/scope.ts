/** The filter box's scope for list requests (see shared/scope). */
export { useScope, useScopeSelection } from '../shared/scope/useScope';
