import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { storedFiles } from '../db/documents-schema';
import { auditLog } from '../db/schema';
import { samplePdf } from '../files/sample-files';
import { type Method, request, type Role, signInRoles } from '../testing/device-fixtures';
import { uploadAs, uploaded } from '../testing/document-fixtures';
import { bearer, startTestApp, type TestApp } from '../testing/test-app';

/** A supplier's attachments (contracts): upload, attach, list, download, remove — company scope and the suppliers page decide. */
let t: TestApp;
let tokens: Record<Role, string>;
let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq += 1)}`;

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-supplier-files-')) } });
  tokens = await signInRoles(t.app);
}, 300_000);
afterAll(() => t?.close());

const call = (role: Role, method: Method, url: string, body?: object) => request(t.app, tokens[role], method, url, body);
async function supplierOf(role: Role): Promise<number> {
  const response = await call(role, 'POST', '/api/suppliers', { code: `S${next()}`, name: '附件供应商' });
  expect(response.statusCode).toBe(200);
  return response.json().data.id;
}

describe('supplier attachments', () => {
  it('attaches an uploaded contract, lists it, serves it to readers of suppliers and removes it with its bytes', async () => {
    const supplierId = await supplierOf('storekeeper');
    const contract = samplePdf(['Framework contract 2027', 'Delivery within 14 days']);
    const fileId = await uploaded(t.app, tokens.storekeeper, 'supplier', '框架合同.pdf', contract);
    const attached = await call('storekeeper', 'POST', `/api/suppliers/${supplierId}/attachments`, { file_id: fileId });
    expect(attached.statusCode).toBe(200);
    expect(attached.json().data).toEqual([expect.objectContaining({ id: fileId, name: '框架合同.pdf', content_type: 'application/pdf', purpose: 'supplier', size: contract.length })]);
    expect((await call('manager', 'GET', `/api/suppliers/${supplierId}/attachments`)).json().data.map((file: { id: number }) => file.id)).toEqual([fileId]);

    const download = await t.app.inject({ url: `/api/files/${fileId}?download=true`, headers: bearer(tokens.manager) });
    expect([download.statusCode, download.rawPayload.equals(contract), download.headers['content-disposition']]).toEqual([200, true, expect.stringMatching(/^attachment;/)]);
    // No suppliers page (technician, viewer) or another company: not found, as if it did not exist.
    for (const role of ['technician', 'viewer', 'other'] as const) expect([role, (await t.app.inject({ url: `/api/files/${fileId}`, headers: bearer(tokens[role]) })).statusCode]).toEqual([role, 404]);

    const removed = await call('storekeeper', 'DELETE', `/api/suppliers/${supplierId}/attachments/${fileId}`);
    expect([removed.statusCode, removed.json().data]).toEqual([200, []]);
    expect((await t.app.inject({ url: `/api/files/${fileId}`, headers: bearer(tokens.storekeeper) })).statusCode).toBe(404);
    const audits = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entity, 'supplier'), eq(auditLog.entityId, String(supplierId)))).orderBy(auditLog.id);
    expect(audits.map((row) => row.action)).toEqual(expect.arrayContaining(['supplier.attach_file', 'supplier.delete_file']));
  });

  it('refuses weaker roles, other companies, files of another purpose or user, and a file taken twice', async () => {
    const supplierId = await supplierOf('storekeeper');
    const otherSupplierId = await supplierOf('other');
    const pdf = samplePdf(['contract']);
    // Uploading for suppliers needs the suppliers page.
    expect((await uploadAs(t.app, tokens.technician, 'supplier', 'c.pdf', pdf)).statusCode).toBe(403);
    expect((await call('technician', 'GET', `/api/suppliers/${supplierId}/attachments`)).statusCode).toBe(403);

    const mine = await uploaded(t.app, tokens.storekeeper, 'supplier', 'c.pdf', pdf);
    expect((await call('other', 'POST', `/api/suppliers/${supplierId}/attachments`, { file_id: mine })).statusCode).toBe(404);
    expect((await call('storekeeper', 'POST', `/api/suppliers/${otherSupplierId}/attachments`, { file_id: mine })).statusCode).toBe(404);
    expect((await call('storekeeper', 'GET', `/api/suppliers/${otherSupplierId}/attachments`)).statusCode).toBe(404);
    // Someone else's upload, or an upload for another purpose: 404 naming file_id.
    const managers = await uploaded(t.app, tokens.manager, 'supplier', 'm.pdf', pdf);
    const document = await uploaded(t.app, tokens.manager, 'document', 'd.pdf', pdf);
    for (const fileId of [managers, document]) {
      const response = await call('storekeeper', 'POST', `/api/suppliers/${supplierId}/attachments`, { file_id: fileId });
      expect([response.statusCode, response.json().message]).toEqual([404, expect.stringContaining('file_id')]);
    }
    const invalid = await call('storekeeper', 'POST', `/api/suppliers/${supplierId}/attachments`, { file_id: 'x' });
    expect([invalid.statusCode, invalid.json().message]).toEqual([400, expect.stringContaining('file_id')]);

    // Two identical requests at once: one takes the file, the other is told it is gone.
    const answers = await Promise.all([1, 2].map(() => call('storekeeper', 'POST', `/api/suppliers/${supplierId}/attachments`, { file_id: mine })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    expect((await call('other', 'DELETE', `/api/suppliers/${supplierId}/attachments/${mine}`)).statusCode).toBe(404);
    expect((await call('storekeeper', 'DELETE', `/api/suppliers/${otherSupplierId}/attachments/${mine}`)).statusCode).toBe(404);
  });

  it('removes the attachments with the supplier', async () => {
    const supplierId = await supplierOf('storekeeper');
    const fileId = await uploaded(t.app, tokens.storekeeper, 'supplier', 'gone.pdf', samplePdf(['gone']));
    expect((await call('storekeeper', 'POST', `/api/suppliers/${supplierId}/attachments`, { file_id: fileId })).statusCode).toBe(200);
    const supplier = (await call('storekeeper', 'GET', `/api/suppliers/${supplierId}`)).json().data;
    expect((await call('storekeeper', 'DELETE', `/api/suppliers/${supplierId}?version=${supplier.version}`)).statusCode).toBe(200);
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, fileId))).toEqual([]);
  });
});
