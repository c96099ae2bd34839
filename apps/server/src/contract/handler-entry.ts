import type { OperationHandler, OperationId } from './handler-types';

/**
 * `{ [id]: handler }` for an operation named at run time: one kind of an engine whose kinds answer
 * operations of the same shape (spare documents in / out / supply, the scheduled-work kinds). K is the
 * union of the kinds' operationIds, so the handler sees the request and gives the answer they share;
 * app.ts checks the merged map against each operation (ServiceHandlers).
 */
export function handlerFor<K extends OperationId>(id: K, handler: OperationHandler<K>): Record<K, OperationHandler<K>> {
  const entry: Record<string, OperationHandler<K>> = {};
  entry[id] = handler;
  return entry;
}
