import { rootApi } from './root';

/**
 * The app's RTK Query API as the stores mount it (reducer, middleware, `util`). Its endpoints are
 * injected per client module (../generated/endpoints/<module>.ts, each with its cache tags from this
 * folder) when a page first imports one of that module's hooks or its `<module>Api`; reach an endpoint
 * outside a component through that object (`repairApi.endpoints.getRepairOrder.initiate(id)`).
 */
export const api = rootApi;
