import type { FastifyRequest } from 'fastify';
import { handlerFor } from '../contract/handler-entry';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import { ok } from '../http/envelope';
import type { documentModuleHandlers } from '../documents';
import type { avatarHandlers } from '../files/avatar-upload';
import type { fileHandlers } from '../files/file-handlers';
import type { scheduledWorkHandlers } from '../scheduled-work';
import type { spareModuleHandlers } from '../spare';
import type { ResourceHandlers } from './resource-types';
import type { sheetHandlers } from './sheets/sheet-handlers';

// Compile-time checks (tsc runs on specs too): a resource's handlers register only under operations
// whose answers they give. Each @ts-expect-error fails the build when the mistake below it compiles.

type Register<K extends keyof ServiceHandlers> = (handlers: Pick<ServiceHandlers, K>) => Pick<ServiceHandlers, K>;
const register = <K extends keyof ServiceHandlers>(): Register<K> => (handlers) => handlers;

function planted(users: ResourceHandlers<{ list: 'listUsers'; get: 'getUser'; delete: 'deleteUser' }, Schemas['User']>, roles: ResourceHandlers<{ list: 'listRoles' }, Schemas['Role']>) {
  const fits = register<'listUsers' | 'getUser' | 'deleteUser'>()(users);
  // @ts-expect-error: roles' rows do not answer listUsers
  const otherRows = register<'listUsers'>()({ listUsers: roles.listRoles });
  // @ts-expect-error: a list does not answer a get
  const otherOperation = register<'getUser'>()({ getUser: users.listUsers });
  // @ts-expect-error: the resource does not answer createUser
  const missing = register<'createUser'>()(users);
  return [fits, otherRows, otherOperation, missing];
}

// The request side: each generic handler reads what its operation's contract request has (ajv checked it).
function plantedRequests(users: ResourceHandlers<{ list: 'listUsers'; get: 'getUser'; update: 'updateUser'; delete: 'deleteUser' }, Schemas['User']>) {
  const fits = register<'deleteUser' | 'updateUser'>()({ deleteUser: users.deleteUser, updateUser: users.updateUser });
  // @ts-expect-error: a delete reads `version` from its query; deleteMessage answers the same (null) but its query has no version
  const noVersion = register<'deleteMessage'>()({ deleteMessage: users.deleteUser });
  // @ts-expect-error: a handler reading a query field (`status`) its operation (getUser) lacks
  const readsMissingQuery = register<'getUser'>()({ getUser: async (request: FastifyRequest<{ Querystring: { status: string } }>) => ok(request.query.status.length > 0 ? user : user) });
  // @ts-expect-error: a handler reading a body its operation (getUser) has not
  const readsMissingBody = register<'getUser'>()({ getUser: async (request: FastifyRequest<{ Body: { version: number } }>) => ok(request.body.version > 0 ? user : user) });
  // @ts-expect-error: a handler reading a query field the contract types otherwise (listUsers' `page` is a number)
  const otherType = register<'listUsers'>()({ listUsers: async (request: FastifyRequest<{ Querystring: { page: string } }>) => ok({ items: [user], total: request.query.page.length }) });
  return [fits, noVersion, readsMissingQuery, readsMissingBody, otherType];
}
declare const user: Schemas['User'];

// A kind's handler (spare documents in / out / supply, the scheduled-work kinds) answers the union of its kinds' operations.
type DocumentGet = 'getSpareStockIn' | 'getSpareStockOut' | 'getSpareSupplyOut';
function plantedKinds(id: DocumentGet, document: Schemas['SpareDocument'], warning: Schemas['SpareWarning']) {
  const fits = register<DocumentGet>()(handlerFor(id, async () => ok(document)));
  // @ts-expect-error: a kind's handler answering another shape
  const otherShape = handlerFor(id, async () => ok(warning));
  // @ts-expect-error: the kinds' handler registered under an operation of another shape
  const otherOperation = register<'getSpareWarning'>()({ getSpareWarning: handlerFor(id, async () => ok(document))[id] });
  return [fits, otherShape, otherOperation];
}

// Every module map app.ts registers is keyed by operationIds: a string index (Record<string, Handler>)
// would let any handler through app.ts's `satisfies Partial<ServiceHandlers>`.
type Keyed<Map> = string extends keyof Map ? 'keyed by any string' : 'keyed by operations';
type Maps = [
  ReturnType<typeof spareModuleHandlers>,
  ReturnType<typeof documentModuleHandlers>,
  ReturnType<typeof fileHandlers>,
  ReturnType<typeof avatarHandlers>,
  ReturnType<typeof scheduledWorkHandlers>,
  ReturnType<typeof sheetHandlers>,
];
type EveryKeyed<T extends unknown[]> = { [I in keyof T]: Keyed<T[I]> };
const everyMapKeyed: EveryKeyed<Maps> = ['keyed by operations', 'keyed by operations', 'keyed by operations', 'keyed by operations', 'keyed by operations', 'keyed by operations'];
// @ts-expect-error: the check above tells a string-keyed map apart
const stringKeyed: Keyed<Record<string, () => unknown>> = 'keyed by operations';
const scheduledKinds: ['listInspectionTasks', 'getMaintainCalendar', 'raiseOverhaulTaskRepairOrder'] extends (keyof ReturnType<typeof scheduledWorkHandlers>)[] ? true : false = true;

describe('typed resource handlers', () => {
  it('are checked against their contract operations by tsc (see the expectations above)', () => {
    expect(typeof planted).toBe('function');
    expect(typeof plantedRequests).toBe('function');
    expect(typeof plantedKinds).toBe('function');
    expect([everyMapKeyed.length, stringKeyed, scheduledKinds]).toEqual([6, 'keyed by operations', true]);
  });
});
