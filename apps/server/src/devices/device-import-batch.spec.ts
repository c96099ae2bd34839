import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { verifyAuditChain } from '../audit/audit-log';
import { auditLog, devices, regions } from '../db/schema';
import { IMPORT_CHUNK } from '../resource/sheets/sheet-import';
import { deviceDemoIds, type DeviceDemoIds, signInRoles, type Role } from '../testing/device-fixtures';
import { bearer, openTestDatabase, startTestApp, type TestApp, testBackend } from '../testing/test-app';
import type * as DeviceCodes from './device-codes';

/** While true, the chunk's read of taken codes answers as if it ran before a racing writer committed. */
let mockCodesReadEarly = false;
jest.mock('./device-codes', () => {
  const actual = jest.requireActual<typeof DeviceCodes>('./device-codes');
  return { ...actual, existingCodes: (...args: Parameters<typeof actual.existingCodes>) => (mockCodesReadEarly ? Promise.resolve(new Set<string>()) : actual.existingCodes(...args)) };
});

/**
 * The device import's set-based path (write-pipeline createMany, device-reads chunkReads): a chunk's
 * rows are checked with one query per kind of check, inserted in one statement and audited in one
 * locked step — with the same answers as creating them one by one.
 */
describe(`device import, set-based per chunk (${testBackend})`, () => {
  let t: TestApp;
  let tokens: Record<Role, string>;
  let ids: DeviceDemoIds;
  let station: string;
  const statements: string[] = [];
  let seq = 0;
  const prefix = () => `IB${Date.now().toString(36).toUpperCase()}${(seq += 1)}`;

  beforeAll(async () => {
    const database = await openTestDatabase({ onStatement: (statement) => statements.push(statement) });
    t = await startTestApp({ database });
    tokens = await signInRoles(t.app);
    ids = await deviceDemoIds(t.database.db);
    const [row] = await t.database.db.select({ title: regions.title }).from(regions).where(eq(regions.id, ids.mainStationIds[0] ?? 0));
    station = row?.title ?? '';
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await t?.database.close();
  });

  const importCsv = async (lines: readonly string[], mode: 'all_or_nothing' | 'accepted_only') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/devices/import',
      headers: { ...bearer(tokens.manager), 'accept-language': 'en' },
      payload: { csv: lines.join('\r\n'), mode },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const codesLike = async (start: string) =>
    (await t.database.db.select({ code: devices.code }).from(devices).where(like(devices.code, `${start}%`)).orderBy(asc(devices.code))).map((row) => row.code);

  it('refuses the bad rows of a chunk by label and row, keeps the good ones, audits each and the chain verifies', async () => {
    const p = prefix();
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/devices',
      headers: bearer(tokens.manager),
      payload: { code: `${p}-DB`, name: 'exists', type_id: ids.types.valve, station_id: ids.mainStationIds[0] },
    });
    expect(create.statusCode).toBe(200);
    const report = await importCsv(
      [
        'Code,Name,Type,Station,Parent device',
        `${p}-1,good,VALVE,${station},`,
        `${p}-DB,taken in the database,VALVE,${station},`,
        `${p}-2,bad station,VALVE,NO-SUCH-STATION,`,
        `${p}-1,repeats row 2,VALVE,${station},`,
        `${p}-3,child of row 2,VALVE,${station},${p}-1`,
        `${p}-4,,VALVE,${station},`,
        `${p}-5,good too,VALVE,${station},`,
      ],
      'accepted_only',
    );
    expect(report).toMatchObject({ accepted: 3, imported: true });
    expect(report.rejected).toEqual([
      { row: 3, field: 'Code', message: 'Code: is already taken' },
      { row: 4, field: 'Station', message: expect.stringContaining('NO-SUCH-STATION') },
      { row: 5, field: 'Code', message: 'Code: is already taken' },
      { row: 7, field: 'Name', message: expect.stringMatching(/^Name: /) },
    ]);
    expect(await codesLike(`${p}-`)).toEqual([`${p}-1`, `${p}-3`, `${p}-5`, `${p}-DB`]);
    const [child] = await t.database.db.select({ parentId: devices.parentId }).from(devices).where(eq(devices.code, `${p}-3`));
    const [parent] = await t.database.db.select({ id: devices.id }).from(devices).where(eq(devices.code, `${p}-1`));
    expect(child?.parentId).toBe(parent?.id);
    const created = await t.database.db.select({ id: devices.id }).from(devices).where(inArray(devices.code, [`${p}-1`, `${p}-3`, `${p}-5`]));
    const entries = await t.database.db
      .select({ action: auditLog.action, entityId: auditLog.entityId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'device'), inArray(auditLog.entityId, created.map((row) => String(row.id)))));
    expect(entries.map((entry) => entry.action)).toEqual(['device.import', 'device.import', 'device.import']);
    await expect(verifyAuditChain(t.database.db)).resolves.toEqual({ ok: true, entries: expect.any(Number) });
  });

  it('all_or_nothing: a code repeated within the file refuses the import and writes nothing', async () => {
    const p = prefix();
    const report = await importCsv(['Code,Name,Type,Station', `${p}-1,a,VALVE,${station}`, `${p}-2,b,VALVE,${station}`, `${p}-1,c,VALVE,${station}`], 'all_or_nothing');
    expect(report).toMatchObject({ accepted: 2, imported: false, rejected: [{ row: 4, field: 'Code', message: 'Code: is already taken' }] });
    expect(await codesLike(`${p}-`)).toEqual([]);
  });

  it('a code another writer took after the chunk read the codes: that row is refused naming the field, the others are created', async () => {
    const p = prefix();
    // The racing writer's row is there, but the chunk's read of taken codes ran before it committed.
    const racer = await t.app.inject({
      method: 'POST',
      url: '/api/devices',
      headers: bearer(tokens.manager),
      payload: { code: `${p}-2`, name: 'racer', type_id: ids.types.valve, station_id: ids.mainStationIds[0] },
    });
    expect(racer.statusCode).toBe(200);
    mockCodesReadEarly = true;
    try {
      const report = await importCsv(['Code,Name,Type,Station', `${p}-1,a,VALVE,${station}`, `${p}-2,b,VALVE,${station}`, `${p}-3,c,VALVE,${station}`], 'accepted_only');
      expect(report).toMatchObject({ accepted: 2, rejected: [{ row: 3, field: 'Code', message: 'Code: is already taken' }] });
    } finally {
      mockCodesReadEarly = false;
    }
    expect(await codesLike(`${p}-`)).toEqual([`${p}-1`, `${p}-2`, `${p}-3`]);
    const [kept] = await t.database.db.select({ name: devices.name }).from(devices).where(eq(devices.code, `${p}-2`));
    expect(kept?.name).toBe('racer');
    await expect(verifyAuditChain(t.database.db)).resolves.toEqual({ ok: true, entries: expect.any(Number) });
  });

  it('a chunk of rows costs a bounded number of statements, not a handful per row', async () => {
    const statementsOf = async (rows: number) => {
      const p = prefix();
      const lines = Array.from({ length: rows }, (_, index) => `${p}-${index},batch,VALVE,${station}`);
      statements.length = 0;
      const report = await importCsv(['Code,Name,Type,Station', ...lines], 'accepted_only');
      expect(report).toMatchObject({ accepted: rows, rejected: [] });
      expect(await codesLike(`${p}-`)).toHaveLength(rows);
      return [...statements];
    };
    const one = await statementsOf(IMPORT_CHUNK);
    const two = await statementsOf(2 * IMPORT_CHUNK);
    // One by one a chunk was ~14 statements per row (~700). Set-based: the chunk's reads (stations,
    // types, parents, taken codes, the type tree), the insert, the rows read back, the events, the
    // audit lock, last hash and entries, the progress (and transaction control where counted).
    const perChunk = two.length - one.length;
    if (perChunk > 20) throw new Error(`${perChunk} statements per chunk of ${IMPORT_CHUNK} rows:\n${two.join('\n')}`);
    expect(one.length).toBeLessThanOrEqual(40);
  });
});
