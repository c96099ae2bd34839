import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Actor, call, signInAll } from '../testing/admin-fixtures';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';
import { comparable } from '../resource/sheets/labels';
import { auditActionCodec, auditActionLabel } from './audit-action-codec';

/** The system log's export writes actions as the log shows them, in the request's language. */
let t: TestApp;
let tokens: Record<Actor, string>;

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-audit-export-')) } });
  tokens = await signInAll(t.app);
  const made = await call(t.app, tokens.other, 'POST', '/api/departments', { name: `审计导出部门 ${Date.now()}` });
  if (made.statusCode !== 200) throw new Error(`department: ${made.statusCode} ${made.body}`);
}, 300_000);
afterAll(() => t?.close());

/** The export's action column (the header named `header`), for `language`. */
async function actions(language: string, header: string): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/audit_log/export?entity=department', headers: { authorization: `Bearer ${tokens.other}`, 'accept-language': language } });
  expect(response.statusCode).toBe(200);
  const [head = '', ...rows] = response.body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
  const column = head.split(',').indexOf(header);
  expect(column).toBeGreaterThanOrEqual(0);
  return rows.map((row) => row.split(',')[column] ?? '');
}

describe(`the system log's export (${testBackend})`, () => {
  it('writes the translated action, never the raw key, in each language', async () => {
    expect(await actions('en', 'Action')).toContain('Department created');
    expect(await actions('zh-CN', '动作')).toContain('部门：创建');
    expect(await actions('es', 'Acción')).toContain('Departamento: creación');
    expect(await actions('ja', 'アクション')).toContain('部署：作成');
    expect((await actions('en', 'Action')).filter((action) => /^[a-z_]+\.[a-z_]+$/.test(action))).toEqual([]);
  });

  it('labels like the console, falls back to the key when the verb is unknown, and reads labels back', () => {
    expect(auditActionLabel('en', 'user.disable')).toBe('User disabled');
    expect(auditActionLabel('en', 'spare_widget.create')).toBe('Spare widget created');
    expect(auditActionLabel('en', 'device.frobnicate')).toBeUndefined();
    for (const text of ['User disabled', '用户：停用', 'user.disable']) expect(auditActionCodec.index().get(comparable(text))).toBe('user.disable');
  });
});
