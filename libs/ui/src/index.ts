export * from './lib/ui';
