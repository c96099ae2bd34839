import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from '@om/api/schema';
import type { JsonText } from '../http/json-text';

/** Handler types derived from the contract's generated types: payloads are what ajv validated. */
export type OperationId = keyof operations;
export type Schemas = components['schemas'];

type JsonOf<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;
type OrEmpty<T> = [T] extends [never] ? Record<string, never> : T;

export type SuccessBody<K extends OperationId> = JsonOf<operations[K]['responses'][200]>;
export type QueryOf<K extends OperationId> = OrEmpty<NonNullable<operations[K]['parameters']['query']>>;
export type PathOf<K extends OperationId> = OrEmpty<NonNullable<operations[K]['parameters']['path']>>;
export type BodyOf<K extends OperationId> = operations[K] extends { requestBody: infer Body }
  ? JsonOf<Body>
  : operations[K] extends { requestBody?: infer Body }
    ? JsonOf<NonNullable<Body>> | undefined
    : undefined;

export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Querystring: QueryOf<K>;
  Params: PathOf<K>;
  Body: BodyOf<K>;
}>;

/**
 * A JSON answer is its envelope (or that envelope already written as text: JsonText); a file (CSV,
 * .xlsx, an image) is sent through the reply.
 */
export type AnswerOf<K extends OperationId> = [SuccessBody<K>] extends [never] ? FastifyReply : SuccessBody<K> | JsonText<SuccessBody<K>>;

export type OperationHandler<K extends OperationId> = (
  request: OperationRequest<K>,
  reply: FastifyReply,
) => Promise<AnswerOf<K>>;

export type ServiceHandlers = { [K in OperationId]: OperationHandler<K> };
