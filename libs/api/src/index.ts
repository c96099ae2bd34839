export * from './lib/api.js';
