import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq, like } from 'drizzle-orm';
import { documents } from '../db/documents-schema';
import { departments } from '../db/schema';
import { generateDocuments } from '../cli/generate-documents';
import { DOCUMENT_KEYWORD_WINDOW, DOCUMENT_TOTAL_CAP } from './documents';
import { samplePdf, samplePng } from '../files/sample-files';
import { uploadAs, uploaded } from '../testing/document-fixtures';
import { deviceDemoIds, type DeviceDemoIds, type Method, request, type Role, signInRoles } from '../testing/device-fixtures';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';

let t: TestApp;
let tokens: Record<Role, string>;
let ids: DeviceDemoIds;
let dataDir: string;
let categoryId: number;

const call = (role: Role | undefined, method: Method, url: string, body?: object) => request(t.app, role ? tokens[role] : undefined, method, url, body);
async function ok<T = Record<string, unknown>>(role: Role, method: Method, url: string, body?: object): Promise<T> {
  const response = await call(role, method, url, body);
  if (response.statusCode !== 200) throw new Error(`${method} ${url} as ${role}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}
const storedNames = () => readdirSync(join(dataDir, 'files'), { recursive: true }).map(String).filter((name) => /[a-f0-9]{32}/.test(name));
const PDF = samplePdf(['Pump maintenance manual', 'Check the impeller clearance every 500 hours']);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'om-documents-'));
  t = await startTestApp({ config: { dataDir } });
  tokens = await signInRoles(t.app);
  ids = await deviceDemoIds(t.database.db);
  categoryId = (await ok<{ id: number }>('admin', 'POST', '/api/document_categories', { name: '测试手册', company_id: ids.mainId })).id;
}, 90_000);
afterAll(() => t?.close());

describe(`file store (${testBackend}, local folder)`, () => {
  it('stores an upload, decides its type by content, and lets only its uploader read it until something takes it', async () => {
    const response = await uploadAs(t.app, tokens.technician, 'document', '泵维护手册.pdf', PDF);
    expect(response.statusCode).toBe(200);
    const file = response.json().data;
    expect(file).toMatchObject({ name: '泵维护手册.pdf', size: PDF.length, content_type: 'application/pdf', purpose: 'document' });
    const mine = await call('technician', 'GET', `/api/files/${file.id}?download=true`);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toBe(`attachment; filename="_____.pdf"; filename*=UTF-8''${encodeURIComponent('泵维护手册.pdf')}`);
    for (const role of ['manager', 'other'] as const) expect((await call(role, 'GET', `/api/files/${file.id}`)).statusCode).toBe(404);
    expect((await call(undefined, 'GET', `/api/files/${file.id}`)).statusCode).toBe(401);
  });

  it('answers a byte range with 206', async () => {
    const id = await uploaded(t.app, tokens.technician, 'document', 'range.pdf', PDF);
    const response = await t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: { authorization: `Bearer ${tokens.technician}`, range: 'bytes=0-4' } });
    expect(response.statusCode).toBe(206);
    expect(response.body).toBe('%PDF-');
    expect(response.headers['content-range']).toBe(`bytes 0-4/${PDF.length}`);
  });

  it('refuses content that is not an accepted type, whatever the name says, and keeps nothing', async () => {
    const before = storedNames().length;
    const cases: [string, Buffer][] = [
      ['manual.pdf', Buffer.from('<html><script>alert(1)</script></html>\u0000')],
      ['program.pdf', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0])],
      ['archive.zip', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4])],
      ['notes.txt', Buffer.concat([Buffer.from('正常的文字'.repeat(200)), Buffer.from([0xff, 0xfe, 0x00])])],
      ['empty.txt', Buffer.alloc(0)],
    ];
    for (const [name, bytes] of cases) {
      const response = await uploadAs(t.app, tokens.technician, 'document', name, bytes);
      expect([name, response.statusCode, response.json().message]).toEqual([name, 400, expect.stringMatching(/^file: /)]);
    }
    expect(storedNames().length).toBe(before);
  });

  it('cleans names: no directories, control characters or NUL bytes; the stored key never comes from the name', async () => {
    const traversal = await uploadAs(t.app, tokens.technician, 'document', '../../../etc/passwd.txt', Buffer.from('root:x:0:0'));
    expect(traversal.json().data.name).toBe('passwd.txt');
    const withNul = await uploadAs(t.app, tokens.technician, 'document', 'a\u0000b\u202e.txt', Buffer.from('hello'));
    expect(withNul.json().data.name).toBe('ab.txt');
    const windows = await uploadAs(t.app, tokens.technician, 'document', 'C:\\Users\\x\\..\\report.csv', Buffer.from('a,b\n1,2\n'));
    expect(windows.json().data).toMatchObject({ name: 'report.csv', content_type: 'text/csv' });
    expect(storedNames().every((name) => /^[a-f0-9]{2}[/\\][a-f0-9]{32}$/.test(name))).toBe(true);
  });

  it('takes concurrent uploads apart', async () => {
    const files = await Promise.all(Array.from({ length: 6 }, (_, index) => uploaded(t.app, tokens.technician, 'document', `p${index}.png`, samplePng(4 + index, 4, [0, 0, 0], [255, 255, 255]))));
    expect(new Set(files).size).toBe(6);
    for (const [index, id] of files.entries()) {
      const response = await call('technician', 'GET', `/api/files/${id}`);
      expect(response.rawPayload.equals(samplePng(4 + index, 4, [0, 0, 0], [255, 255, 255]))).toBe(true);
    }
  });

  it('refuses an upload for a purpose whose page the caller lacks (403) and a request without a file part (400)', async () => {
    expect((await uploadAs(t.app, tokens.storekeeper, 'document', 'a.pdf', PDF)).statusCode).toBe(403);
    expect((await uploadAs(t.app, tokens.viewer, 'learning', 'a.pdf', PDF)).statusCode).toBe(403);
    const noFile = await call('technician', 'POST', '/api/files?purpose=document', {});
    expect(noFile.statusCode).toBe(400);
  });
});

describe('file store size limit', () => {
  it('refuses a file over UPLOAD_MAX_MB and leaves nothing behind', async () => {
    const smallDir = mkdtempSync(join(tmpdir(), 'om-documents-small-'));
    const small = await startTestApp({ database: t.database, config: { dataDir: smallDir, files: { ...t.services.config.files, maxBytes: 1024 * 1024 } } });
    try {
      const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10, 0x20)]);
      const response = await uploadAs(small.app, tokens.technician, 'document', 'big.pdf', big);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^file: /);
      const left = readdirSync(smallDir, { recursive: true }).map(String).filter((name) => name.includes('files') && /[a-f0-9]{32}/.test(name));
      expect(left).toEqual([]);
      expect((await uploadAs(small.app, tokens.technician, 'document', 'fits.pdf', PDF)).statusCode).toBe(200);
    } finally {
      await small.app.close();
    }
  });
});

describe('documents', () => {
  it('creates version 1, keeps old versions on a new upload, and finds documents by Chinese and by words of the PDF', async () => {
    const first = await uploaded(t.app, tokens.technician, 'document', 'v1.pdf', PDF);
    const doc = await ok<{ id: number; version: number; current_version: number; file: { id: number } }>('technician', 'POST', '/api/documents', {
      title: '离心泵检修规程', category_id: categoryId, file_id: first, tags: ['水泵', '检修'], device_type_ids: [ids.types.pump], note: '初版',
    });
    expect(doc).toMatchObject({ current_version: 1, file: { id: first } });
    // The same upload cannot be taken twice.
    expect((await call('technician', 'POST', '/api/documents', { title: '重复', category_id: categoryId, file_id: first })).statusCode).toBe(404);

    const second = await uploaded(t.app, tokens.technician, 'document', 'v2.pdf', samplePdf(['Revised impeller procedure']));
    const stale = await call('technician', 'POST', `/api/documents/${doc.id}/versions`, { file_id: second, version: doc.version + 5 });
    expect(stale.statusCode).toBe(409);
    const updated = await ok<{ current_version: number; file: { id: number } }>('technician', 'POST', `/api/documents/${doc.id}/versions`, { file_id: second, note: '修订', version: doc.version });
    expect(updated).toMatchObject({ current_version: 2, file: { id: second } });
    const versions = await ok<{ items: { number: number; note: string; file: { id: number } }[] }>('manager', 'GET', `/api/documents/${doc.id}/versions`);
    expect(versions.items.map((version) => [version.number, version.note, version.file.id])).toEqual([[2, '修订', second], [1, '初版', first]]);
    expect((await call('manager', 'GET', `/api/files/${first}`)).statusCode).toBe(200);

    const search = async (keyword: string) => (await ok<{ items: { id: number }[] }>('manager', 'GET', `/api/documents?keyword=${encodeURIComponent(keyword)}`)).items.map((item) => item.id);
    expect(await search('离心泵')).toContain(doc.id);
    expect(await search('检修')).toContain(doc.id);
    expect(await search('revised IMPELLER')).toContain(doc.id);
    expect(await search('impeller clearance')).not.toContain(doc.id);
    expect(await search('潜水泵')).not.toContain(doc.id);
    expect((await ok<{ items: { id: number }[] }>('manager', 'GET', `/api/documents?device_type_id=${ids.types.pump}&tag=${encodeURIComponent('水泵')}`)).items.map((item) => item.id)).toContain(doc.id);
  });

  it('shows a department document to its members and its uploader only, file included', async () => {
    const [team] = await t.database.db.select().from(departments).where(eq(departments.name, '电气运维班'));
    const file = await uploaded(t.app, tokens.admin, 'document', 'team.pdf', PDF);
    const doc = await ok<{ id: number; file: { id: number } }>('admin', 'POST', '/api/documents', {
      title: '电气班内部资料', category_id: categoryId, file_id: file, visibility: 'department', department_id: team?.id,
    });
    expect((await call('technician', 'GET', `/api/documents/${doc.id}`)).statusCode).toBe(200);
    expect((await call('technician', 'GET', `/api/files/${file}?download=true`)).statusCode).toBe(200);
    expect((await call('manager', 'GET', `/api/documents/${doc.id}`)).statusCode).toBe(404);
    expect((await call('manager', 'GET', `/api/files/${file}?download=true`)).statusCode).toBe(404);
    const listed = await ok<{ items: { id: number }[] }>('manager', 'GET', '/api/documents?limit=100');
    expect(listed.items.map((item) => item.id)).not.toContain(doc.id);
    expect((await call('technician', 'POST', '/api/documents', { title: 'x', category_id: categoryId, file_id: await uploaded(t.app, tokens.technician, 'document', 'x.pdf', PDF), visibility: 'department' })).json().message).toMatch(/^department_id/);
  });

  it("keeps another company's documents and files out of reach, and refuses their categories", async () => {
    const file = await uploaded(t.app, tokens.other, 'document', 'other.pdf', PDF);
    const otherCategory = await ok<{ id: number }>('other', 'POST', '/api/document_categories', { name: '岭南资料' });
    const doc = await ok<{ id: number }>('other', 'POST', '/api/documents', { title: '岭南水厂资料', category_id: otherCategory.id, file_id: file });
    expect((await call('manager', 'GET', `/api/documents/${doc.id}`)).statusCode).toBe(404);
    expect((await call('manager', 'GET', `/api/files/${file}`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', `/api/files/${file}`)).statusCode).toBe(200);
    const mine = await uploaded(t.app, tokens.manager, 'document', 'm.pdf', PDF);
    const refused = await call('manager', 'POST', '/api/documents', { title: '越权', category_id: otherCategory.id, file_id: mine });
    expect([refused.statusCode, refused.json().message]).toEqual([404, expect.stringMatching(/^category_id/)]);
    const foreignDevice = await call('manager', 'POST', '/api/documents', { title: '越权', category_id: categoryId, file_id: mine, device_ids: [ids.secondDeviceId] });
    expect([foreignDevice.statusCode, foreignDevice.json().message]).toEqual([404, expect.stringMatching(/^device_ids/)]);
    const othersUpload = await call('manager', 'POST', '/api/documents', { title: '他人文件', category_id: categoryId, file_id: await uploaded(t.app, tokens.technician, 'document', 't.pdf', PDF) });
    expect([othersUpload.statusCode, othersUpload.json().message]).toEqual([404, expect.stringMatching(/^file_id/)]);
  });

  it('deletes a document with its files', async () => {
    const file = await uploaded(t.app, tokens.technician, 'document', 'gone.pdf', PDF);
    const doc = await ok<{ id: number; version: number }>('technician', 'POST', '/api/documents', { title: '待删除', category_id: categoryId, file_id: file });
    expect((await call('technician', 'DELETE', `/api/documents/${doc.id}?version=${doc.version}`)).statusCode).toBe(200);
    expect((await call('admin', 'GET', `/api/files/${file}`)).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `/api/document_categories/${categoryId}?version=1`)).statusCode).toBe(400);
  });
});

describe('learning, experience and procedures', () => {
  it('records reading per user and lists who has not read a required item', async () => {
    const file = await uploaded(t.app, tokens.manager, 'learning', 'safety.pdf', samplePdf(['Safety induction']));
    const item = await ok<{ id: number; my_read_at: string | null }>('manager', 'POST', '/api/learning', { title: '安全生产培训', kind: 'document', required: true, file_id: file });
    expect(item.my_read_at).toBeNull();
    const unread = async () => (await ok<{ items: { username: string }[] }>('manager', 'GET', `/api/learning/${item.id}/readers?state=unread`)).items.map((person) => person.username);
    expect(await unread()).toEqual(expect.arrayContaining(['technician', 'manager', 'viewer']));
    const read = await ok<{ my_read_at: string | null; my_completed_at: string | null; read_count: number }>('technician', 'POST', `/api/learning/${item.id}/progress`, { state: 'read' });
    expect(read).toMatchObject({ my_completed_at: null, read_count: 1 });
    expect(read.my_read_at).not.toBeNull();
    const done = await ok<{ my_completed_at: string | null; completed_count: number }>('technician', 'POST', `/api/learning/${item.id}/progress`, { state: 'completed' });
    expect(done.completed_count).toBe(1);
    expect(await unread()).not.toContain('technician');
    const listed = await ok<{ items: { id: number; my_completed_at: string | null }[] }>('technician', 'GET', '/api/learning?required=true');
    expect(listed.items.find((row) => row.id === item.id)?.my_completed_at).toBe(done.my_completed_at);
    expect((await ok<{ items: { username: string }[] }>('manager', 'GET', `/api/learning/${item.id}/readers?state=done`)).items.map((p) => p.username)).toEqual(['technician']);
    expect((await call('other', 'POST', `/api/learning/${item.id}/progress`, { state: 'read' })).statusCode).toBe(404);
    expect((await call('technician', 'GET', `/api/files/${file}`)).statusCode).toBe(200);
  });

  it('keeps experience searchable in Chinese by fault code, symptom and parts', async () => {
    const entry = await ok<{ id: number }>('technician', 'POST', '/api/experiences', {
      title: '水泵振动过大', symptom: '运行时轴承部位振动超标，伴随异响', cause: '轴承磨损', action: '更换轴承并重新对中', parts: ['6308 深沟球轴承'], fault_code: 'E-VIB-07', device_type_id: ids.types.pump, work_orders: ['WX20261101'],
    });
    const found = async (keyword: string) => (await ok<{ items: { id: number }[] }>('technician', 'GET', `/api/experiences?keyword=${encodeURIComponent(keyword)}`)).items.map((row) => row.id);
    expect(await found('异响')).toContain(entry.id);
    expect(await found('深沟球')).toContain(entry.id);
    expect(await found('e-vib')).toContain(entry.id);
    expect(await found('电机过热')).not.toContain(entry.id);
    expect((await call('technician', 'POST', '/api/experiences', { title: 'x', symptom: 'y', action: 'z', device_type_id: ids.types.secondValve })).statusCode).toBe(404);
  });

  it('versions procedures with effective dates: a future version does not replace the one in force', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const procedure = await ok<{ id: number; version: number; current_version: number; effective_on: string }>('technician', 'POST', '/api/procedures', {
      device_type_id: ids.types.pump, title: '离心泵启动操作规程', kind: 'operating', content: '1. 检查进口阀门全开', effective_on: '2020-01-01',
    });
    expect(procedure).toMatchObject({ current_version: 1, effective_on: '2020-01-01' });
    const future = await ok<{ current_version: number; content: string; version: number }>('technician', 'POST', `/api/procedures/${procedure.id}/versions`, {
      content: '1. 检查进口阀门全开\n2. 盘车确认无卡阻', effective_on: '2999-01-01', note: '增加盘车', version: procedure.version,
    });
    expect(future).toMatchObject({ current_version: 1, content: '1. 检查进口阀门全开' });
    const now = await ok<{ current_version: number; effective_on: string }>('technician', 'POST', `/api/procedures/${procedure.id}/versions`, { content: '今日生效版本', effective_on: today, version: future.version });
    expect(now).toMatchObject({ current_version: 3, effective_on: today });
    const versions = await ok<{ items: { number: number }[] }>('technician', 'GET', `/api/procedures/${procedure.id}/versions`);
    expect(versions.items.map((version) => version.number)).toEqual([3, 2, 1]);
    expect((await ok<{ items: { id: number }[] }>('technician', 'GET', `/api/procedures?keyword=${encodeURIComponent('启动操作')}`)).items.map((row) => row.id)).toContain(procedure.id);
  });
});

describe('demo tenant', () => {
  it('has manuals with versions, a department document, experience, learning and procedures', async () => {
    const manuals = await ok<{ items: { title: string; current_version: number; file: { id: number } }[] }>('manager', 'GET', `/api/documents?keyword=${encodeURIComponent('lubrication')}`);
    expect(manuals.items.map((item) => [item.title, item.current_version])).toEqual([['离心泵安装使用维护说明书', 2]]);
    expect((await call('manager', 'GET', `/api/files/${manuals.items[0]?.file.id}`)).headers['content-type']).toBe('application/pdf');
    const hidden = async (role: Role) => (await ok<{ items: { title: string }[] }>(role, 'GET', `/api/documents?keyword=${encodeURIComponent('接线')}`)).items.length;
    expect([await hidden('technician'), await hidden('manager')]).toEqual([1, 0]);
    expect((await ok<{ total: number }>('technician', 'GET', '/api/experiences')).total).toBeGreaterThanOrEqual(3);
    const required = await ok<{ items: { title: string; my_completed_at: string | null }[] }>('technician', 'GET', '/api/learning?required=true');
    expect(required.items.find((item) => item.title.startsWith('安全生产'))?.my_completed_at).not.toBeNull();
    const pumpProcedure = (await ok<{ items: { title: string; current_version: number }[] }>('technician', 'GET', `/api/procedures?keyword=${encodeURIComponent('启动与停机')}`)).items[0];
    expect(pumpProcedure).toMatchObject({ current_version: 2 });
    const others = await ok<{ items: { title: string }[] }>('other', 'GET', '/api/documents?limit=100');
    expect(others.items.map((item) => item.title)).toContain('猎德水厂加药系统说明');
    expect(others.items.map((item) => item.title)).not.toContain('离心泵安装使用维护说明书');
  });
});

describe('library keyword totals', () => {
  type Page = { items: { id: number; title: string; updated_at: string }[]; total: number; total_exact: boolean };
  const search = (keyword: string, query = '') => ok<Page>('manager', 'GET', `/api/documents?keyword=${encodeURIComponent(keyword)}${query}`);
  /** Every match of the keyword the manager may read, newest first, read straight from the database. */
  async function allMatches(keyword: string): Promise<number[]> {
    const rows = await t.database.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.companyId, ids.mainId), like(documents.searchText, `%${keyword.toLowerCase()}%`)))
      .orderBy(desc(documents.updatedAt), desc(documents.id));
    return rows.map((row) => row.id);
  }

  it('counts at most 100 matches of a keyword (total_exact false beyond), exact below, pages past the cap, and never counts another company', async () => {
    // Runs last: it adds 1,100 generated documents to the main company.
    await generateDocuments(t.database.db, t.services.files, { count: 1100, companyId: ids.mainId, batch: 1100 }, () => undefined);
    const every = await allMatches('生成的文档');
    expect(every.length).toBeGreaterThan(1000);
    // A common word: found in the list's order among its newest rows.
    const common = await search('生成的文档', '&limit=5');
    expect([common.items.length, common.total, common.total_exact]).toEqual([5, DOCUMENT_TOTAL_CAP, false]);
    expect(common.items.map((item) => item.id)).toEqual(every.slice(0, 5));
    // A page far past the cap is still the right slice of the matches.
    const deep = await search('生成的文档', '&limit=20&page=30');
    expect([deep.items.map((item) => item.id), deep.total_exact]).toEqual([every.slice(580, 600), false]);
    // Past the scan's window a keyword pages no further: 400 naming the page, with the last page allowed.
    const lastPage = DOCUMENT_KEYWORD_WINDOW / 20;
    const tooDeep = await call('manager', 'GET', `/api/documents?keyword=${encodeURIComponent('生成的文档')}&limit=20&page=${lastPage + 1}`);
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().message).toMatch(new RegExp(`^page: .*${lastPage}`));
    const lastAllowed = await search('生成的文档', `&limit=20&page=${lastPage}`);
    expect(lastAllowed.items).toEqual([]);
    // Each generated title ends in its own number (DOC0001234).
    const number = common.items[0]?.title.split(' ').pop() ?? '';
    expect(number).toMatch(/^DOC\d{7}$/);
    // A rare word: found through the n-gram index, counted exactly.
    const one = await search(number, '&limit=5');
    expect([one.total, one.total_exact, one.items.map((item) => item.title.endsWith(number))]).toEqual([1, true, [true]]);
    const ten = await search(number.slice(0, -1), '&limit=4&page=2');
    const tenMatches = await allMatches(number.slice(0, -1));
    expect([ten.items.map((item) => item.id), ten.total, ten.total_exact]).toEqual([tenMatches.slice(4, 8), tenMatches.length, true]);
    // Sorted by title: the same matches in that order.
    const byTitle = await search('生成的文档', '&limit=3&sort=%2Btitle');
    const titles = byTitle.items.map((item) => item.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const unfiltered = await ok<{ total: number; total_exact: boolean }>('manager', 'GET', '/api/documents?limit=1');
    expect(unfiltered.total_exact).toBe(true);
    expect(unfiltered.total).toBeGreaterThan(1100);
    const other = await ok<{ total: number; total_exact: boolean }>('other', 'GET', `/api/documents?limit=5&keyword=${encodeURIComponent('生成的文档')}`);
    expect([other.total, other.total_exact]).toEqual([0, true]);
  });
});
