// What other features may use of the scheduled-work engine: the route records of one kind.
export { scheduleRoutes } from './routes';
