import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import type { ResourceHandlers } from './resource-types';

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

describe('typed resource handlers', () => {
  it('are checked against their contract operations by tsc (see the expectations above)', () => {
    expect(typeof planted).toBe('function');
  });
});
