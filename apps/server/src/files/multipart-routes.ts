import type { FastifyInstance } from 'fastify';
import { isRecord } from '@om/core';

/**
 * Operations whose body is `multipart/form-data` (the file store's upload): @fastify/multipart streams
 * the parts to the handler, which checks them itself (a file part by content and size), so the
 * contract's multipart schema is documentation and not handed to ajv (the body is not parsed into an
 * object for it to validate). JSON bodies of the same route keep their validation.
 */
export function registerMultipartRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema: unknown = route.schema;
    if (!isRecord(schema) || !isRecord(schema['body']) || !isRecord(schema['body']['content'])) return;
    const { 'multipart/form-data': multipartBody, ...others } = schema['body']['content'];
    if (multipartBody === undefined) return;
    const withoutBody = Object.fromEntries(Object.entries(schema).filter(([key]) => key !== 'body'));
    route.schema = Object.keys(others).length ? { ...withoutBody, body: { ...schema['body'], content: others } } : withoutBody;
  });
}
