import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import * as ExcelJS from 'exceljs';
import { deviceDemoIds, type DeviceDemoIds, signInRoles, type Role } from '../../testing/device-fixtures';
import { bearer, startTestApp, type TestApp, testBackend } from '../../testing/test-app';
import { isRecord } from '@om/core';
import type { SheetRow } from './cells';
import { csvWriter, readCsv } from './csv-file';
import { comparable, consoleText } from './labels';
import { readXlsx } from './xlsx-file';

// Every list that exports or imports goes through the shared sheets pattern: labelled, translated
// files without internal keys (checked on every export operation of the contract), and round trips
// export → delete → import → export giving the same rows, per resource, in both formats and the four
// languages (each file imported by a user of another language), with references by code or name.

const contract: unknown = JSON.parse(readFileSync(join(__dirname, '../../../../../libs/api/generated/openapi.json'), 'utf8'));
const LANGUAGES = ['zh', 'en', 'es', 'ja'] as const;
type Language = (typeof LANGUAGES)[number];
const FORMATS = ['csv', 'xlsx'] as const;
type Format = (typeof FORMATS)[number];

let t: TestApp;
let tokens: Record<Role, string>;
let ids: DeviceDemoIds;
let seq = 0;
/** A short unique text (usernames are 5–16 letters and digits). */
const unique = () => `Q${Date.now().toString(36).slice(-5)}${(seq += 1)}`.toUpperCase();

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-sheets-resources-')) } });
  tokens = await signInRoles(t.app);
  ids = await deviceDemoIds(t.database.db);
}, 300_000);
afterAll(() => t?.close());

const headers = (role: Role, language: Language) => ({ ...bearer(tokens[role]), 'accept-language': language });
const get = (role: Role, url: string, language: Language = 'en') => t.app.inject({ method: 'GET', url, headers: headers(role, language) });
async function data(role: Role, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, language: Language = 'en') {
  const response = await t.app.inject({ method, url, headers: headers(role, language), ...(payload ? { payload } : {}) });
  if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

async function rowsOf(rows: AsyncIterable<SheetRow>): Promise<string[][]> {
  const result: string[][] = [];
  for await (const row of rows) {
    if (row.cells.every((cell) => cell === null || cell === '')) continue;
    result.push(row.cells.map((cell) => (cell instanceof Date ? cell.toISOString().replace('T00:00:00.000Z', '') : cell === null ? '' : String(cell))));
  }
  return result;
}

function fileRows(format: Format, body: Buffer): Promise<string[][]> {
  return rowsOf(format === 'xlsx' ? readXlsx(body) : readCsv(body.toString('utf8')));
}

/** A file of these rows in the format, as the import takes it (CSV text or base64 .xlsx). */
async function fileOf(format: Format, rows: readonly (readonly string[])[]): Promise<string> {
  if (format === 'csv') {
    const chunks: Buffer[] = [];
    for await (const chunk of Readable.from(rows).pipe(csvWriter())) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks).toString('utf8');
  }
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('rows').addRows(rows.map((row) => [...row]));
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

// ---------------------------------------------------------------------------------------------
// Every export operation of the contract: headers are labels, never keys.

interface ExportOperation {
  operationId: string;
  path: string;
}

function exportOperations(specification: unknown): ExportOperation[] {
  const paths = isRecord(specification) && isRecord(specification['paths']) ? specification['paths'] : {};
  const found: ExportOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    const operation = isRecord(item) ? item['get'] : undefined;
    if (!isRecord(operation)) continue;
    const ok = isRecord(operation['responses']) ? operation['responses']['200'] : undefined;
    const content = isRecord(ok) && isRecord(ok['content']) ? ok['content'] : {};
    // The import templates (`/api/import-templates/{entity}`) are checked per resource below.
    if (path.includes('{')) continue;
    if ('text/csv' in content || (isRecord(ok) && String(ok['$ref'] ?? '').endsWith('/CsvFile'))) found.push({ operationId: String(operation['operationId']), path });
  }
  return found;
}

/** Every property name of every schema of the contract: what an export must not write as a header. */
function propertyKeys(specification: unknown): Set<string> {
  const keys = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (isRecord(node)) {
      if (isRecord(node['properties'])) for (const key of Object.keys(node['properties'])) keys.add(key);
      Object.values(node).forEach(visit);
    }
  };
  const components = isRecord(specification) ? specification['components'] : undefined;
  visit(isRecord(components) ? components['schemas'] : undefined);
  return keys;
}

describe(`the export operations of the contract (${testBackend})`, () => {
  const operations = exportOperations(contract);
  const keys = propertyKeys(contract);

  it('finds the exports (a changed contract cannot empty this test)', () => {
    expect(operations.length).toBeGreaterThanOrEqual(15);
    expect(keys.has('company_id')).toBe(true);
  });

  it.each(operations.map((operation) => [operation.operationId, operation.path] as const))(
    '%s writes labelled, translated headers in every language and format: no internal key, no id column',
    async (_operationId, path) => {
      for (const language of LANGUAGES) {
        for (const format of FORMATS) {
          const response = await get('admin', `${path}?format=${format}`, language);
          expect([path, response.statusCode]).toEqual([path, 200]);
          const [header = []] = await fileRows(format, response.rawPayload);
          expect(header.length).toBeGreaterThan(0);
          const internal = header.filter((text) => keys.has(text) || /(^|_)ids?$/i.test(text) || /^[a-z0-9]+(_[a-z0-9]+)+$/.test(text));
          expect({ path, language, format, internal }).toEqual({ path, language, format, internal: [] });
          // Two columns never share a header (the import would not know which is meant).
          expect(new Set(header.map(comparable)).size).toBe(header.length);
        }
      }
    },
    300_000,
  );
});

// ---------------------------------------------------------------------------------------------
// Round trips of every list that imports.

interface Subject {
  /** The list's path (`/api/users`): export at /export, import at /import, delete at /{id}. */
  path: string;
  role: Role;
  /** The template's entity (audit entity). */
  entity: string;
  /** Labels at `<ns>:resources.<name>.fields`. */
  labels: { ns: string; name: string };
  /** Two new records whose keyword-searchable text contains `prefix`. */
  create(prefix: string): Promise<object[]>;
  /** Columns that change on every import (creation time). */
  volatile?: string[];
  /** Create fields the export does not write, added to the file before the import (a user's password). */
  importOnly?: Record<string, string>;
  /** The rows the import must recreate (default every exported row). */
  sort?: string;
}

const first = async (role: Role, url: string) => {
  const [item] = (await data(role, 'GET', url)).items;
  if (!item) throw new Error(`nothing at ${url}`);
  return item;
};

const SUBJECTS: Record<string, Subject> = {
  companies: {
    path: '/api/companies',
    role: 'admin',
    entity: 'company',
    labels: { ns: 'company', name: 'companies' },
    volatile: ['created_at'],
    create: async (prefix) => [
      { name: `${prefix} 一公司`, abbreviation: `${prefix}A`, contact: '张三', phone: '010-1', address: '=1+1', status: 'disabled', parent_id: ids.secondId },
      { name: `${prefix} 二公司`, abbreviation: `${prefix}B` },
    ],
  },
  users: {
    path: '/api/users',
    role: 'other',
    entity: 'user',
    labels: { ns: 'system', name: 'users' },
    volatile: ['created_at'],
    importOnly: { password: 'Str0ngPassw0rd!' },
    create: async (prefix) => {
      const role = await first('other', '/api/roles?limit=1&sort=%2Bid');
      const department = await first('other', '/api/departments?limit=1&sort=%2Bid');
      return [
        { username: `${prefix}a`.toLowerCase(), password: 'Str0ngPassw0rd!', role_id: role.id, department_id: department.id, name: '李四', phone: '139', email: 'li@example.com', status: 'disabled' },
        { username: `${prefix}b`.toLowerCase(), password: 'Str0ngPassw0rd!', role_id: role.id, name: 'Ana' },
      ];
    },
  },
  roles: {
    path: '/api/roles',
    role: 'other',
    entity: 'role',
    labels: { ns: 'system', name: 'roles' },
    volatile: ['created_at'],
    create: async (prefix) => [
      { name: `${prefix} 巡检`, description: '只读', permissions: ['deviceList:view', 'spareList:view', 'spareList:export'] },
      { name: `${prefix} empty`, permissions: [] },
    ],
  },
  departments: {
    path: '/api/departments',
    role: 'other',
    entity: 'department',
    labels: { ns: 'system', name: 'departments' },
    volatile: ['created_at'],
    create: async (prefix) => {
      const parent = await first('other', '/api/departments?limit=1&sort=%2Bid');
      return [
        { name: `${prefix} 维修部`, sort: 3, leader_user_id: ids.otherId, parent_id: parent.id },
        { name: `${prefix} 仓库`, sort: 4 },
      ];
    },
  },
  regions: {
    path: '/api/regions',
    role: 'other',
    entity: 'region',
    labels: { ns: 'system', name: 'regions' },
    volatile: ['created_at'],
    create: async (prefix) => {
      const top = (await data('other', 'GET', '/api/regions?limit=100')).items.find((region: { level: number }) => region.level === 1);
      return [
        { title: `${prefix} 华南片区`, level: 1, items_i: 'a,b' },
        { title: `${prefix} 单位`, level: 2, parent_id: top.id },
      ];
    },
  },
  dispatchRules: {
    path: '/api/rules/dispatch',
    role: 'admin',
    entity: 'dispatch_rule',
    labels: { ns: 'system', name: 'dispatchRules' },
    create: async (prefix) => [
      { code: `${prefix}1`, name: '停机 A', work_type: 'repair', device_importance: 'A', equipment_condition: 'stopped', accept_minutes: 10, start_minutes: 20, check_minutes: 30, accept_reminders: 1, enabled: false },
      { code: `${prefix}2`, name: 'Lubrication', work_type: 'lubrication', device_importance: 'C', equipment_condition: 'running', accept_minutes: 60, start_minutes: 120, check_minutes: 240 },
    ],
  },
  alarmRules: {
    path: '/api/rules/alarm',
    role: 'admin',
    entity: 'alarm_rule',
    labels: { ns: 'system', name: 'alarmRules' },
    create: async (prefix) => {
      const role = await first('other', '/api/roles?limit=1&sort=%2Bid');
      return [
        { code: `${prefix}1`, name: '温度', sensor_kind: 'temperature', level: 'alarm', condition: 'gt', threshold: 80, notify_role_ids: [role.id], company_id: ids.secondId },
        { code: `${prefix}2`, name: 'Pressure', sensor_kind: 'pressure', level: 'warning', condition: 'outside', threshold_low: 1, threshold_high: 9, enabled: false, company_id: ids.secondId },
      ];
    },
  },
  specialEquipment: {
    path: '/api/special_equipment',
    role: 'manager',
    entity: 'special_equipment',
    labels: { ns: 'device', name: 'specialEquipment' },
    create: async (prefix) => {
      const devices = [];
      for (const suffix of ['1', '2']) {
        devices.push(await data('manager', 'POST', '/api/devices', { code: `${prefix}-D${suffix}`, name: `锅炉 ${suffix}`, type_id: ids.types.valve, station_id: ids.mainStationIds[0] }));
      }
      return [
        { device_id: devices[0].id, category: 'boiler', certificate_no: `${prefix}-C1`, inspecting_body: '特检院', last_inspected_on: '2025-01-02', next_inspection_on: '2026-01-02', responsible_user_ids: [ids.managerId, ids.technicianId], remark: 'x' },
        { device_id: devices[1].id, category: 'lift', certificate_no: `${prefix}-C2`, next_inspection_on: '2030-12-31' },
      ];
    },
  },
  spareParts: {
    path: '/api/spare/parts',
    role: 'manager',
    entity: 'spare_part',
    labels: { ns: 'spare', name: 'parts' },
    create: async (prefix) => {
      const category = await first('manager', '/api/spare/categories?limit=1');
      return [
        { code: `${prefix}-1`, name: '轴承', category_id: category.id, unit: '个', device_type_ids: [ids.types.pump, ids.types.valve], unit_price: 12.5, status: 'disabled', specification: '6205' },
        { code: `${prefix}-2`, name: 'Seal', category_id: category.id, unit: 'pcs' },
      ];
    },
  },
  suppliers: {
    path: '/api/suppliers',
    role: 'storekeeper',
    entity: 'supplier',
    labels: { ns: 'purchasing', name: 'suppliers' },
    create: async (prefix) => [
      { code: `${prefix}-S1`, name: '轴承供应商', phone: '021-1', email: 's@example.com', tax_id: '91310000', bank: 'ICBC', rating: 4, status: 'disabled', remark: '@note' },
      { code: `${prefix}-S2`, name: 'Acme' },
    ],
  },
  customers: {
    path: '/api/customers',
    role: 'storekeeper',
    entity: 'customer',
    labels: { ns: 'purchasing', name: 'customers' },
    create: async (prefix) => [
      { code: `${prefix}-K1`, name: '水厂', phone: '020-1', address: '广州', status: 'disabled' },
      { code: `${prefix}-K2`, name: 'Agua' },
    ],
  },
};

function volatileIndexes(subject: Subject, language: Language, header: readonly string[]): Set<number> {
  const labels = (subject.volatile ?? []).map((key) => consoleText(language, `${subject.labels.ns}:resources.${subject.labels.name}.fields.${key}`));
  return new Set(header.flatMap((text, index) => (labels.includes(text) ? [index] : [])));
}

async function exported(subject: Subject, prefix: string, format: Format, language: Language) {
  const response = await get(subject.role, `${subject.path}/export?keyword=${encodeURIComponent(prefix)}&format=${format}`, language);
  expect(response.statusCode).toBe(200);
  const rows = await fileRows(format, response.rawPayload);
  const drop = volatileIndexes(subject, language, rows[0] ?? []);
  const stable = rows.map((row) => row.filter((_, index) => !drop.has(index)));
  // Rows in a stable order (the ids change on import).
  return { file: response.rawPayload, rows, stable: [stable[0] ?? [], ...stable.slice(1).sort((a, b) => a.join('|').localeCompare(b.join('|')))] };
}

async function removeAll(subject: Subject, prefix: string) {
  const items = (await data(subject.role, 'GET', `${subject.path}?keyword=${encodeURIComponent(prefix)}&limit=100`)).items;
  for (const item of items) await data(subject.role, 'DELETE', `${subject.path}/${item.id}?version=${item.version}`);
}

describe(`round trips of every list that imports: export → delete → import → the same rows (${testBackend})`, () => {
  it.each(Object.entries(SUBJECTS))(
    '%s, in both formats and the four languages',
    async (_name, subject) => {
      for (const language of LANGUAGES) {
        for (const format of FORMATS) {
          const prefix = unique();
          for (const body of await subject.create(prefix)) await data(subject.role, 'POST', subject.path, body);
          const before = await exported(subject, prefix, format, language);
          expect(before.rows).toHaveLength(3);
          await removeAll(subject, prefix);
          let file = format === 'xlsx' ? before.file.toString('base64') : before.file.toString('utf8');
          const extra = Object.entries(subject.importOnly ?? {});
          if (extra.length) {
            const added = extra.map(([key]) => consoleText(language, `${subject.labels.ns}:resources.${subject.labels.name}.fields.${key}`) ?? key);
            file = await fileOf(format, before.rows.map((row, index) => [...row, ...(index === 0 ? added : extra.map(([, value]) => value))]));
          }
          // The file is read whatever the importing user's language (here the next one of the four).
          const reader = LANGUAGES[(LANGUAGES.indexOf(language) + 1) % LANGUAGES.length] ?? language;
          const report = await data(subject.role, 'POST', `${subject.path}/import`, { [format]: file, mode: 'all_or_nothing' }, reader);
          expect({ language, format, report }).toMatchObject({ language, format, report: { accepted: 2, imported: true, rejected: [] } });
          const after = await exported(subject, prefix, format, language);
          expect({ language, format, rows: after.stable }).toEqual({ language, format, rows: before.stable });
          await removeAll(subject, prefix);
        }
      }
    },
    600_000,
  );

  it.each(Object.entries(SUBJECTS))(
    '%s offers a template in both formats whose header is the import’s, in the caller’s language, and whose example row imports',
    async (_name, subject) => {
      for (const language of LANGUAGES) {
        const exportHeader = (await exported(subject, 'nothing-matches-this', 'csv', language)).rows[0] ?? [];
        for (const format of FORMATS) {
          const response = await get(subject.role, `/api/import-templates/${subject.entity}?format=${format}`, language);
          expect(response.statusCode).toBe(200);
          const [header = [], ...examples] = await fileRows(format, response.rawPayload);
          const added = Object.keys(subject.importOnly ?? {}).map((key) => consoleText(language, `${subject.labels.ns}:resources.${subject.labels.name}.fields.${key}`) ?? key);
          expect(header).toEqual([...exportHeader, ...added]);
          expect(examples).toHaveLength(1);
        }
      }
      // The example row imports as it is (once: its codes are then taken).
      const template = await get(subject.role, `/api/import-templates/${subject.entity}?format=xlsx`, 'ja');
      const report = await data(subject.role, 'POST', `${subject.path}/import`, { xlsx: template.rawPayload.toString('base64'), mode: 'all_or_nothing' }, 'ja');
      expect(report).toMatchObject({ accepted: 1, imported: true, rejected: [] });
    },
    300_000,
  );
});

describe(`references by name (${testBackend})`, () => {
  it('an ambiguous name is a row problem naming the candidates; a missing one names the text', async () => {
    const prefix = unique();
    await data('other', 'POST', '/api/departments', { name: `${prefix} 同名` });
    await data('other', 'POST', '/api/departments', { name: `${prefix} 同名` });
    const language: Language = 'en';
    const header = ['Username', 'Initial password', 'Role', 'Department'];
    const role = await first('other', '/api/roles?limit=1&sort=%2Bid');
    const csv = await fileOf('csv', [header, [`${prefix}x`.toLowerCase(), 'Str0ngPassw0rd!', role.name, `${prefix} 同名`], [`${prefix}y`.toLowerCase(), 'Str0ngPassw0rd!', 'No such role', '']]);
    const report = await data('other', 'POST', '/api/users/import', { csv, mode: 'all_or_nothing' }, language);
    expect(report.imported).toBe(false);
    const department = report.rejected.find((rejection: { row: number; field: string }) => rejection.row === 2 && rejection.field === 'Department');
    expect(department?.message).toMatch(new RegExp(`${prefix} 同名, ${prefix} 同名`));
    const missing = report.rejected.find((rejection: { row: number; field: string }) => rejection.row === 3 && rejection.field === 'Role');
    expect(missing?.message).toContain('No such role');
  });
});
