import { readFileSync } from 'node:fs';
import { actionsOf, isAction, isPermission, type Action } from '@om/auth/core';
import { isRecord } from '@om/core';

/** What an operation (or any other route) requires of the caller. */
export type AccessRule =
  | { kind: 'public' }
  /** Any signed-in user (`x-permissions: []`). */
  | { kind: 'signed-in' }
  /** The role must hold `action` on one of `pages` (the grant `page:action`). */
  | { kind: 'action'; pages: readonly string[]; action: Action }
  /** `x-admin-only: true`: only the platform administrator (role `admin`). */
  | { kind: 'admin' };

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  access: AccessRule | undefined;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

// Resolved at run time through the package exports of @om/api (never bundled into dist/main.js).
const CONTRACT_MODULE = '@om/api/openapi.json';

/** Location of the bundled contract (libs/api/generated/openapi.json). */
export function contractFile(): string {
  return require.resolve(CONTRACT_MODULE);
}

export function loadContract(file: string = contractFile()): Record<string, unknown> {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isRecord(parsed) || !isRecord(parsed['paths'])) {
    throw new Error(`${file} is not an OpenAPI document (no paths)`);
  }
  return parsed;
}

/**
 * Reads the access declaration of one operation: `x-public: true`, `x-admin-only: true`,
 * `x-permissions: []`, or `x-permissions: [pages]` with `x-action: <action>`.
 */
export function readAccess(operation: Record<string, unknown>): AccessRule | undefined {
  const declared = ['x-public', 'x-admin-only', 'x-permissions'].filter((key) => operation[key] !== undefined);
  // Two declarations would leave the rule open to interpretation.
  if (declared.length > 1) return undefined;
  const action = operation['x-action'];
  if (operation['x-public'] === true) return action === undefined ? { kind: 'public' } : undefined;
  if (operation['x-admin-only'] === true) return action === undefined ? { kind: 'admin' } : undefined;
  const pages = operation['x-permissions'];
  if (!isStringArray(pages)) return undefined;
  if (pages.length === 0) return action === undefined ? { kind: 'signed-in' } : undefined;
  return typeof action === 'string' && isAction(action) ? { kind: 'action', pages, action } : undefined;
}

export function listOperations(spec: Record<string, unknown>): ContractOperation[] {
  const paths = spec['paths'];
  if (!isRecord(paths)) return [];
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isRecord(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method) || !isRecord(operation)) continue;
      const operationId = typeof operation['operationId'] === 'string' ? operation['operationId'] : `${method} ${path}`;
      operations.push({ operationId, method: method.toUpperCase(), path, access: readAccess(operation) });
    }
  }
  return operations;
}

/**
 * The server refuses to start on a contract that leaves an operation's access open to interpretation,
 * names a permission that does not exist, or has an operation without a handler.
 */
export function assertContractServable(spec: Record<string, unknown>, handlerNames: readonly string[]): ContractOperation[] {
  const operations = listOperations(spec);
  const problems: string[] = [];
  for (const op of operations) {
    const where = `${op.operationId} (${op.method} ${op.path})`;
    if (!op.access) {
      problems.push(
        `${where} declares neither x-public: true nor x-permissions nor x-admin-only: true (exactly one is required), ` +
          'or x-permissions names pages without a valid x-action (view, create, edit, delete, import, export, approve)',
      );
    } else if (op.access.kind === 'action') {
      const { action } = op.access;
      const unknown = op.access.pages.filter((name) => !isPermission(name));
      if (unknown.length) problems.push(`${where} names unknown permissions: ${unknown.join(', ')}`);
      else if (!op.access.pages.some((name) => isPermission(name) && actionsOf(name).includes(action))) {
        problems.push(`${where}: none of its pages has the action ${action}`);
      }
    }
    if (!handlerNames.includes(op.operationId)) problems.push(`${where} has no handler`);
  }
  if (problems.length) {
    throw new Error(`The API contract cannot be served:\n  - ${problems.join('\n  - ')}`);
  }
  return operations;
}
