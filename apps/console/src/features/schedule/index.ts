// What other features may use of the scheduled-work engine: the route records of one kind.
export { scheduleRoutes } from './routes';
// The dashboard's PM compliance card links each kind to its task list (or plan list) and checks its pages.
export { KINDS, paths as kindPaths } from './kinds';
