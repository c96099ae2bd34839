import { loadContract } from '../contract/specification';

/** The contract plus operations that exist only in tests, to exercise the access hook and error paths. */
export function contractWith(paths: Record<string, Record<string, unknown>>): Record<string, unknown> {
  const spec = structuredClone(loadContract());
  const existing = spec['paths'];
  spec['paths'] = { ...(typeof existing === 'object' && existing !== null ? existing : {}), ...paths };
  return spec;
}

export function testOperation(operationId: string, access: Record<string, unknown>): Record<string, unknown> {
  return {
    get: {
      operationId,
      ...access,
      responses: {
        '200': {
          description: 'ok',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/OkEnvelope' } } },
        },
      },
    },
  };
}
