import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_GRANTS, holdsAction } from '@om/auth/core';
import { listOperations, loadContract } from '../contract/specification';
import { DEMO_ACCOUNTS, DEMO_ROLE_PERMISSIONS, type DemoRoleKey } from '../seed/demo-roles';
import { bearer, signIn, startTestApp, type TestApp, testBackend } from '../testing/test-app';

/**
 * The role × action matrix, generated from the contract: for every operation that names pages and an
 * action, every demo account is let through exactly when its role holds that action on one of the
 * pages, and is refused with 403 / 50000 otherwise — before its (deliberately invalid) body is read.
 * Operations added to the contract are covered without touching this file.
 */
const NO_SUCH_ID = '987654321';

function grantsOf(role: DemoRoleKey): ReadonlySet<string> {
  return new Set(role === 'platformAdministrator' ? ['admin'] : role === 'companyAdministrator' ? ALL_GRANTS : DEMO_ROLE_PERMISSIONS[role]);
}

const operations = listOperations(loadContract()).filter((op) => op.access?.kind === 'action' || op.access?.kind === 'admin');

function methodOf(method: string): 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' {
  if (method === 'GET' || method === 'POST' || method === 'PUT' || method === 'DELETE' || method === 'PATCH') return method;
  throw new Error(`no requests for ${method} here`);
}

let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-action-matrix-')) } });
  for (const account of DEMO_ACCOUNTS) tokens.set(account.username, (await signIn(t.app, account.username, account.password)) ?? '');
}, 60_000);
afterAll(() => t?.close());

describe(`role × action matrix from the contract (${testBackend})`, () => {
  it('covers every operation with an action', () => {
    expect(operations.length).toBeGreaterThan(70);
  });

  it.each(DEMO_ACCOUNTS.map((account) => [account.username, account.role] as const))('%s: allowed exactly by its grants', async (username, role) => {
    const grants = grantsOf(role);
    const mismatches: string[] = [];
    for (const op of operations) {
      const access = op.access;
      if (!access || (access.kind !== 'action' && access.kind !== 'admin')) continue;
      const expected = access.kind === 'admin' ? role === 'platformAdministrator' : holdsAction(grants, access.pages, access.action);
      const response = await t.app.inject({
        method: methodOf(op.method),
        url: op.path.replace(/\{[^}]+\}/g, NO_SUCH_ID),
        headers: { ...bearer(tokens.get(username) ?? ''), 'content-type': 'application/json' },
        // Invalid for every operation: the refused never learn what the body should have been.
        payload: op.method === 'GET' || op.method === 'DELETE' ? undefined : JSON.stringify({ '\u0001unexpected': true }),
      });
      const refused = response.statusCode === 403 && response.json().code === 50000;
      if (refused === expected) mismatches.push(`${op.operationId} ${op.method} ${op.path}: ${expected ? 'refused' : `answered ${response.statusCode}`}`);
    }
    expect(mismatches).toEqual([]);
  });
});
