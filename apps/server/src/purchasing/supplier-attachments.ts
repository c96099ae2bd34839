import { holdsAction } from '@om/auth/core';
import { and, desc, eq } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import type { Database } from '../db/client';
import { storedFiles } from '../db/documents-schema';
import type { OwnerReader } from '../files/file-handlers';
import { releaseFile, takeFile, toStoredFile } from '../files/stored-files';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { writeIn } from '../resource/write-context';
import type { Services } from '../services';
import type { SupplierResource } from './partners';

const PAGE = ['supplierSupplier'];

async function attachmentsOf(db: Database, supplierId: number): Promise<Schemas['StoredFile'][]> {
  const rows = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerKind, 'supplier'), eq(storedFiles.ownerId, supplierId)))
    .orderBy(desc(storedFiles.createdAt), desc(storedFiles.id));
  return rows.map(toStoredFile);
}

/**
 * A supplier's attachments (contracts, certificates): files of the platform store owned by the supplier.
 * Reading needs the suppliers page (view), attaching and removing its edit action; a supplier of a
 * company the caller does not see answers 404. Attaching and removing are audited on the supplier.
 */
export function supplierAttachmentHandlers(services: Services, suppliers: SupplierResource): Pick<ServiceHandlers, 'listSupplierAttachments' | 'attachSupplierFile' | 'deleteSupplierAttachment'> {
  const { db } = services;
  return {
    async listSupplierAttachments(request) {
      const supplier = await suppliers.findVisible(db, signedIn(request), request.params.id);
      if (!supplier) throw ApiError.notFound();
      return ok(await attachmentsOf(db, supplier.id));
    },

    async attachSupplierFile(request) {
      const id = request.params.id;
      const fileId = request.body.file_id;
      const supplierId = await writeIn(services, request, async (ctx) => {
        const supplier = await suppliers.findVisible(ctx.tx, ctx.auth, id);
        if (!supplier) throw ApiError.notFound();
        const file = await takeFile(ctx, 'file_id', fileId, 'supplier', { kind: 'supplier', id: supplier.id, companyId: supplier.companyId });
        await appendAudit(ctx.tx, {
          companyId: supplier.companyId, userId: ctx.auth.userId, action: 'supplier.attach_file', entity: 'supplier', entityId: supplier.id,
          after: { file: toStoredFile(file), sha256: file.sha256 }, ip: ctx.ip,
        });
        return supplier.id;
      });
      return ok(await attachmentsOf(db, supplierId));
    },

    async deleteSupplierAttachment(request) {
      const { id, fileId } = request.params;
      const supplierId = await writeIn(services, request, async (ctx) => {
        const supplier = await suppliers.findVisible(ctx.tx, ctx.auth, id);
        if (!supplier) throw ApiError.notFound();
        const [file] = await ctx.tx
          .select()
          .from(storedFiles)
          .where(and(eq(storedFiles.id, fileId), eq(storedFiles.ownerKind, 'supplier'), eq(storedFiles.ownerId, supplier.id)))
          .for('update');
        if (!file) throw ApiError.notFound();
        await releaseFile(ctx, 'supplier', supplier.id, file.id);
        await appendAudit(ctx.tx, {
          companyId: supplier.companyId, userId: ctx.auth.userId, action: 'supplier.delete_file', entity: 'supplier', entityId: supplier.id,
          before: { file: toStoredFile(file), sha256: file.sha256 }, ip: ctx.ip,
        });
        return supplier.id;
      });
      return ok(await attachmentsOf(db, supplierId));
    },
  };
}

/** The file store's reader of supplier attachments: the suppliers page and a supplier the caller sees. */
export function supplierAttachmentReader(suppliers: SupplierResource): OwnerReader {
  return async (db, auth, supplierId) => holdsAction(auth.grants, PAGE, 'view') && (await suppliers.findVisible(db, auth, supplierId)) !== undefined;
}
