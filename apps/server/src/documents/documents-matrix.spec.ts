import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContract } from '../contract/specification';
import { samplePdf } from '../files/sample-files';
import { uploadAs, uploaded } from '../testing/document-fixtures';
import { deviceDemoIds, type DeviceDemoIds, type Method, request, type Role, ROLES, signInRoles } from '../testing/device-fixtures';
import { bearer, startTestApp, type TestApp, testBackend } from '../testing/test-app';
import { isRecord } from '@om/core';

/**
 * The authorization matrix of documents and knowledge: every operation × every demo role (and no
 * session). Roles without the module's pages answer 403 / 50000 (the download: 404, it is open to any
 * signed-in user and decided by the owning row); `other` (the second company) gets 404 for the main
 * company's rows and changes nothing; the allowed roles 200.
 */
let t: TestApp;
let tokens: Record<Role, string>;
let ids: DeviceDemoIds;
let categories: { main: number; second: number };
let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq += 1)}`;
const PDF = samplePdf(['matrix']);

const call = (role: Role | undefined, method: Method, url: string, body?: object) => request(t.app, role ? tokens[role] : undefined, method, url, body);
async function ok<T = Record<string, unknown>>(role: Role, method: Method, url: string, body?: object): Promise<T> {
  const response = await call(role, method, url, body);
  if (response.statusCode !== 200) throw new Error(`${method} ${url} as ${role}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-documents-matrix-')) } });
  tokens = await signInRoles(t.app);
  ids = await deviceDemoIds(t.database.db);
  categories = {
    main: (await ok<{ id: number }>('admin', 'POST', '/api/document_categories', { name: '矩阵', company_id: ids.mainId })).id,
    second: (await ok<{ id: number }>('other', 'POST', '/api/document_categories', { name: '矩阵' })).id,
  };
}, 90_000);
afterAll(() => t?.close());

const FILES = new Set<Role>(['admin', 'manager', 'technician', 'other']);
const isOther = (role: Role) => role === 'other';
/** An upload of `role` (or, for roles without the page, of the administrator: their request is refused first). */
const uploadFor = (role: Role, purpose: string) => uploaded(t.app, tokens[FILES.has(role) ? role : 'admin'], purpose, `${purpose}.pdf`, PDF);

const fresh = {
  category: () => ok<{ id: number; version: number }>('admin', 'POST', '/api/document_categories', { name: `C${next()}`, company_id: ids.mainId }),
  document: async () => ok<{ id: number; version: number; file: { id: number } }>('admin', 'POST', '/api/documents', { title: '矩阵文档', category_id: categories.main, file_id: await uploadFor('admin', 'document') }),
  experience: () => ok<{ id: number; version: number }>('admin', 'POST', '/api/experiences', { title: '经验', symptom: '现象', action: '处理', company_id: ids.mainId }),
  learning: async () => ok<{ id: number; version: number }>('admin', 'POST', '/api/learning', { title: '培训', kind: 'document', file_id: await uploadFor('admin', 'learning') }),
  procedure: () => ok<{ id: number; version: number }>('admin', 'POST', '/api/procedures', { device_type_id: ids.types.pump, title: '规程', kind: 'safety', content: '内容', effective_on: '2024-01-01' }),
};

const unchanged = (url: string, version: number) => async () => {
  const after = await ok<{ version: number }>('admin', 'GET', url);
  expect(after.version).toBe(version);
};

interface Route {
  name: string;
  method: Method;
  allowed: ReadonlySet<Role>;
  rowBound?: boolean;
  prepare(role: Role): Promise<{ url: string; body?: object; upload?: { purpose: string }; check?: () => Promise<void> }>;
}

function crudRoutes(one: string, plural: string, path: string, make: () => Promise<{ id: number; version: number }>, create: (role: Role) => Promise<object>, update: object): Route[] {
  return [
    { name: `list${plural}`, method: 'GET', allowed: FILES, prepare: async () => ({ url: `${path}?limit=5&keyword=${encodeURIComponent('矩阵')}` }) },
    { name: `create${one}`, method: 'POST', allowed: FILES, prepare: async (role) => ({ url: path, body: await create(role) }) },
    { name: `get${one}`, method: 'GET', allowed: FILES, rowBound: true, prepare: async () => ({ url: `${path}/${(await make()).id}` }) },
    {
      name: `update${one}`, method: 'PUT', allowed: FILES, rowBound: true,
      prepare: async () => {
        const row = await make();
        return { url: `${path}/${row.id}`, body: { ...update, version: row.version }, check: unchanged(`${path}/${row.id}`, row.version) };
      },
    },
    {
      name: `delete${one}`, method: 'DELETE', allowed: FILES, rowBound: true,
      prepare: async () => {
        const row = await make();
        return { url: `${path}/${row.id}?version=${row.version}`, check: unchanged(`${path}/${row.id}`, row.version) };
      },
    },
  ];
}

const routes: Route[] = [
  { name: 'uploadFile', method: 'POST', allowed: FILES, prepare: async () => ({ url: '/api/files?purpose=document', upload: { purpose: 'document' } }) },
  {
    name: 'getFileContent', method: 'GET', allowed: FILES, rowBound: true,
    prepare: async () => ({ url: `/api/files/${(await fresh.document()).file.id}` }),
  },
  { name: 'getDocumentCategoryTree', method: 'GET', allowed: FILES, prepare: async () => ({ url: '/api/document_categories/tree' }) },
  ...crudRoutes('DocumentCategory', 'DocumentCategories', '/api/document_categories', fresh.category, async () => ({ name: `N${next()}` }), { remark: '改' }),
  ...crudRoutes(
    'Document', 'Documents', '/api/documents', fresh.document,
    async (role) => ({ title: '新文档', category_id: isOther(role) ? categories.second : categories.main, file_id: await uploadFor(role, 'document') }),
    { title: '改名' },
  ),
  { name: 'listDocumentVersions', method: 'GET', allowed: FILES, rowBound: true, prepare: async () => ({ url: `/api/documents/${(await fresh.document()).id}/versions` }) },
  {
    name: 'addDocumentVersion', method: 'POST', allowed: FILES, rowBound: true,
    prepare: async (role) => {
      const row = await fresh.document();
      return { url: `/api/documents/${row.id}/versions`, body: { file_id: await uploadFor(role, 'document'), version: row.version }, check: unchanged(`/api/documents/${row.id}`, row.version) };
    },
  },
  ...crudRoutes('Experience', 'Experiences', '/api/experiences', fresh.experience, async () => ({ title: '新经验', symptom: '现象', action: '处理' }), { cause: '原因' }),
  ...crudRoutes('LearningItem', 'LearningItems', '/api/learning', fresh.learning, async (role) => ({ title: '新培训', kind: 'video', file_id: await uploadFor(role, 'learning') }), { required: true }),
  { name: 'recordLearningProgress', method: 'POST', allowed: FILES, rowBound: true, prepare: async () => ({ url: `/api/learning/${(await fresh.learning()).id}/progress`, body: { state: 'completed' } }) },
  { name: 'listLearningReaders', method: 'GET', allowed: FILES, rowBound: true, prepare: async () => ({ url: `/api/learning/${(await fresh.learning()).id}/readers?state=unread` }) },
  ...crudRoutes(
    'Procedure', 'Procedures', '/api/procedures', fresh.procedure,
    async (role) => ({ device_type_id: isOther(role) ? ids.types.secondValve : ids.types.pump, title: '新规程', kind: 'operating', content: '步骤', effective_on: '2025-01-01' }),
    { title: '改名' },
  ),
  { name: 'listProcedureVersions', method: 'GET', allowed: FILES, rowBound: true, prepare: async () => ({ url: `/api/procedures/${(await fresh.procedure()).id}/versions` }) },
  {
    name: 'addProcedureVersion', method: 'POST', allowed: FILES, rowBound: true,
    prepare: async () => {
      const row = await fresh.procedure();
      return { url: `/api/procedures/${row.id}/versions`, body: { content: '新版', effective_on: '2026-01-01', version: row.version }, check: unchanged(`/api/procedures/${row.id}`, row.version) };
    },
  },
];

const COVERED_ELSEWHERE = ['createExperienceFromRepair'];

const send = (role: Role | undefined, route: Route, prepared: Awaited<ReturnType<Route['prepare']>>) =>
  prepared.upload
    ? uploadAs(t.app, role ? tokens[role] : undefined, prepared.upload.purpose, 'matrix.pdf', PDF)
    : call(role, route.method, prepared.url, prepared.body);

describe(`documents and knowledge authorization matrix (${testBackend})`, () => {
  it('covers every operation of the module, each with x-permissions and (unless open to every signed-in user) an x-action', () => {
    const spec = loadContract();
    const paths = isRecord(spec['paths']) ? spec['paths'] : {};
    const declared: string[] = [];
    for (const item of Object.values(paths)) {
      if (!isRecord(item)) continue;
      for (const operation of Object.values(item)) {
        if (!isRecord(operation) || !Array.isArray(operation['tags'])) continue;
        if (!operation['tags'].some((tag) => ['files', 'documents', 'experience', 'learning', 'procedures'].includes(String(tag)))) continue;
        // Writing experience from a repair order needs a completed order: its access is tested by
        // experience-from-repair.spec.ts and, for every account, by http/action-matrix.spec.ts.
        if (COVERED_ELSEWHERE.includes(String(operation['operationId']))) continue;
        declared.push(String(operation['operationId']));
        expect([operation['operationId'], Array.isArray(operation['x-permissions'])]).toEqual([operation['operationId'], true]);
        // `x-permissions: []` (the download, decided by the file's owner) carries no action.
        const pages = operation['x-permissions'];
        if (Array.isArray(pages) && pages.length === 0) expect(operation['x-action']).toBeUndefined();
        else expect(['view', 'create', 'edit', 'delete']).toContain(operation['x-action']);
      }
    }
    expect(routes.map((route) => route.name).sort()).toEqual(declared.sort());
  });

  it.each(routes)('$name: 401 without a session, 403 without the page, 404 across companies, 200 otherwise', async (route) => {
    const anonymous = await send(undefined, route, await route.prepare('admin'));
    expect([route.name, anonymous.statusCode, anonymous.json().code]).toEqual([route.name, 401, 50008]);
    for (const role of ROLES) {
      const prepared = await route.prepare(role);
      const response = await send(role, route, prepared);
      // The download is open to every signed-in user; whether the file may be read is decided by its owner (404).
      const refused = route.name === 'getFileContent' ? 404 : 403;
      const expected = !route.allowed.has(role) ? refused : route.rowBound && isOther(role) ? 404 : 200;
      expect([route.name, role, response.statusCode]).toEqual([route.name, role, expected]);
      if (expected === 403) expect(response.json()).toEqual({ code: 50000, message: '用户未授权', data: null });
      if (expected === 404) {
        expect(response.json().code).toBe(40400);
        await prepared.check?.();
      }
      if (expected === 200 && String(response.headers['content-type']).startsWith('application/json')) expect(response.json().code).toBe(20000);
    }
  });

  it("lists only the caller's companies", async () => {
    await fresh.document();
    const mine = await ok<{ items: { company_id: number }[] }>('other', 'GET', '/api/documents?limit=100');
    expect(mine.items.every((item) => item.company_id === ids.secondId)).toBe(true);
    expect((await call('other', 'GET', `/api/documents?company_id=${ids.mainId}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/document_categories/tree?company_id=${ids.mainId}`, headers: bearer(tokens.other) })).statusCode).toBe(404);
  });
});
