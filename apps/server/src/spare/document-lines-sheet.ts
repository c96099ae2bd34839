import { and, eq } from 'drizzle-orm';
import { handlerFor } from '../contract/handler-entry';
import type { OperationId, Schemas } from '../contract/handler-types';
import { spareDocuments, spareLocations, spareParts } from '../db/spare-schema';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { detectLanguage } from '../i18n/language';
import type { ResourceWriteContext } from '../resource/define-resource';
import type { SheetDeclaration } from '../resource/sheets/declaration';
import { findByCodeOrName } from '../resource/sheets/lookup';
import { formatOf, SHEET_TYPES, sheetStream } from '../resource/sheets/sheet-export';
import { runImport } from '../resource/sheets/sheet-import';
import { inTransaction } from '../resource/write-context';
import type { Services } from '../services';
import type { AuthContext } from '../session/auth-context';
import { type DocumentKind, type DocumentResource, documentNumber, linesOf, updateDocument } from './documents';

type Line = Schemas['SpareDocumentLine'];
type LineInput = Schemas['SpareDocumentLineInput'];

const OPERATIONS = {
  in: { exportLines: 'exportSpareStockInLines', importLines: 'importSpareStockInLines' },
  out: { exportLines: 'exportSpareStockOutLines', importLines: 'importSpareStockOutLines' },
  supply: { exportLines: 'exportSpareSupplyOutLines', importLines: 'importSpareSupplyOutLines' },
} satisfies Record<DocumentKind, { exportLines: OperationId; importLines: OperationId }>;

/**
 * The lines' columns: the part by its code (imported by code or name among the document company's
 * parts), the location by its name (imported by code or name among the document warehouse's locations).
 */
function linesDeclaration(document: { companyId: number; warehouseId: number }): SheetDeclaration<Line> {
  return {
    columns: ['part_id', 'part_code', 'part_name', 'unit', 'location_id', 'location_name', 'batch', 'quantity', 'unit_price', 'amount'],
    labels: { ns: 'spare', name: 'documentLines' },
    maxImportRows: 200,
    references: {
      part_id: {
        show: 'part_code',
        resolve: (ctx, text) =>
          findByCodeOrName(ctx, { table: spareParts, id: spareParts.id, companyId: spareParts.companyId, name: spareParts.name, code: spareParts.code, where: eq(spareParts.companyId, document.companyId) }, text),
      },
      location_id: {
        show: 'location_name',
        resolve: (ctx, text) =>
          findByCodeOrName(
            ctx,
            { table: spareLocations, id: spareLocations.id, companyId: spareLocations.companyId, name: spareLocations.name, code: spareLocations.code, where: eq(spareLocations.warehouseId, document.warehouseId) },
            text,
          ),
      },
    },
  };
}

/** Export of one document's lines, and import of lines into a draft (each row appended like an edit of the draft). */
export function documentLineSheetHandlers(services: Services, resource: DocumentResource, kind: DocumentKind) {
  const ids = OPERATIONS[kind];
  const lineCells = services.contract.propertyTypes('SpareDocumentLineInput');
  const check = services.contract.validatorOfEveryError<LineInput>('SpareDocumentLineInput');
  const visibleDocument = async (auth: AuthContext, id: number) => {
    const row = await resource.findVisible(services.db, auth, id);
    if (!row || row.kind !== kind) throw ApiError.notFound();
    return row;
  };
  return {
    ...handlerFor(ids.exportLines, async (request, reply) => {
      const auth = signedIn(request);
      const document = await visibleDocument(auth, request.params.id);
      const format = formatOf(request.query);
      const lines = await linesOf(services.db, document.id);
      async function* batches(): AsyncGenerator<readonly Line[]> {
        yield lines;
      }
      const stream = await sheetStream(
        { format, language: detectLanguage(request.headers), declaration: linesDeclaration(document), scope: { db: services.db, visibility: await resource.visibility(services.db, auth) }, sheetName: documentNumber(document) },
        batches(),
      );
      stream.on('error', (error) => request.log.error({ err: error }, 'lines export failed'));
      return reply
        .type(SHEET_TYPES[format])
        .header('content-disposition', `attachment; filename="${documentNumber(document)}-lines.${format}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    }),
    ...handlerFor(ids.importLines, async (request) => {
      const auth = signedIn(request);
      const document = await visibleDocument(auth, request.params.id);
      if (document.status !== 'draft') throw ApiError.field('status', 'spare.notDraft');
      const visibility = await resource.visibility(services.db, auth);
      const target = {
        entity: 'spare_document_line',
        declaration: linesDeclaration(document),
        createCells: lineCells,
        check,
        maxRows: 200,
        transaction: <T>(work: (ctx: ResourceWriteContext) => Promise<T>) => inTransaction(services, auth, request.ip, (ctx) => work({ ...ctx, visibility })),
        // One row: the draft's lines plus this one, through the draft's own update (checks, totals, audit).
        create: async (ctx: ResourceWriteContext, input: LineInput) => {
          const [current] = await ctx.tx.select({ version: spareDocuments.version }).from(spareDocuments).where(and(eq(spareDocuments.id, document.id), eq(spareDocuments.kind, kind)));
          if (!current) throw ApiError.notFound();
          const existing = (await linesOf(ctx.tx, document.id)).map((line) => ({ part_id: line.part_id, location_id: line.location_id, batch: line.batch, quantity: line.quantity, unit_price: line.unit_price }));
          if (existing.length >= 200) throw ApiError.field('quantity', 'validation.invalid');
          await updateDocument(ctx, kind, document.id, { version: current.version, lines: [...existing, input] });
        },
      };
      return ok(await runImport(target, { db: services.db, auth, visibility, language: detectLanguage(request.headers), body: request.body }));
    }),
  };
}
