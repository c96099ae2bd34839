import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import type { FileOwnerKind } from '../../files/stored-files';
import type { Visibility } from '../../org/company-scope';
import type { AuthContext } from '../../session/auth-context';
import type { ResourceWriteContext } from '../define-resource';

/**
 * What the restore of one resource needs (defineResource registers one per resource that deletes):
 * its table, the operation whose access a restore requires, and the resource's own steps.
 */
export interface Restorable {
  entity: string;
  table: PgTable;
  /** A restore needs what this operation needs (the resource's delete). */
  deleteOperationId: string;
  /** The owner kind of the row's stored files: released when the delete is purged, kept until then. */
  files?: FileOwnerKind;
  /** The companies the caller sees for this resource (own, with subsidiaries when the resource says so). */
  visibility(db: Database, auth: AuthContext): Promise<Visibility>;
  /** Whether the caller sees the row again once it is back (company scope and the resource's own `where`). */
  visible(ctx: ResourceWriteContext, id: number): Promise<boolean>;
  /** Files the audit entry `<entity>.restore` for the row that is back. */
  audited(ctx: ResourceWriteContext, id: number): Promise<void>;
  /** The field whose unique index an insert broke (`code`), if it is one of the table's. */
  takenField(error: unknown): string | undefined;
}

// Per app (tests build several): the resources whose deletes can be undone, by entity.
const registries = new WeakMap<object, Map<string, Restorable>>();

export function registerRestorable(app: object, source: Restorable): void {
  let registry = registries.get(app);
  if (!registry) {
    registry = new Map();
    registries.set(app, registry);
  }
  registry.set(source.entity, source);
}

export function restorableOf(app: object, entity: string): Restorable | undefined {
  return registries.get(app)?.get(entity);
}
