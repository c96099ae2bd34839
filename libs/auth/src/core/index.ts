export * from './permissions';
export * from './routeTree';
export * from './guard';
export * from './actions';
export * from './authority';
