import { parseArgs } from 'node:util';
import { and, asc, eq, isNull, max, sql } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import { loadConfig } from '../config/env';
import { type Database, openDatabase } from '../db/client';
import { executeRows } from '../db/raw';
import { companies, devices, deviceTypes, regions } from '../db/schema';
import { effectiveTemplate, type TypeNode } from '../devices/templates';
import { ensureDefaultHostConfigs } from '../host-config/default-host-configs';
import { isDatabaseEmpty, seedDemoData } from '../seed/seed-demo';

const USAGE = 'usage: devices:generate [--count 100000] [--sensors 2] [--company ID] [--batch 10000]';

function integerOption(value: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) throw new Error(`--${name} must be an integer from ${min} to ${max}`);
  return parsed;
}

const MODELS = ['IS150-125-315', 'QJ200-32', 'YE3-200L-4', 'SCB11-800/10', 'KYN28A-12', 'Z41H-16C', 'SG110CX', 'GA37', 'RSR-150', 'LD10t-16.5m'];
const MANUFACTURERS = ['上海凯泉', '合肥华升', '卧龙电气', '顺特电气', '正泰电气', '苏阀科技', '阳光电源', '阿特拉斯·科普柯', '长沙鼓风机厂', '河南卫华'];
const textArray = (items: readonly string[]) => sql.raw(`array[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(', ')}]`);

/** A value of every required template field, so generated devices pass the type's checks when edited. */
function sampleAttributes(types: ReadonlyMap<number, TypeNode>, typeId: number): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const field of effectiveTemplate(types, typeId)) {
    if (!field.required) continue;
    values[field.key] = field.kind === 'number' ? 10 : field.kind === 'choice' ? (field.options?.[0] ?? '') : field.kind === 'date' ? '2020-01-01' : '—';
  }
  return values;
}

/**
 * Adds `count` devices (and `sensors` sensors each) to one company in batches of INSERT … SELECT
 * generate_series: devices spread over the company's stations and leaf types, realistic models,
 * statuses and importance grades, a `created` history row each, then VACUUM ANALYZE. On an empty database
 * it first seeds the demo tenant (as the server would with DEMO_DATA on).
 */
export async function generateDevices(
  db: Database,
  options: { count: number; sensors: number; companyId?: number; batch: number },
  progress: (line: string) => void,
): Promise<{ companyId: number; devices: number; sensors: number; ms: number }> {
  const started = Date.now();
  const companyId =
    options.companyId ??
    (await db.select({ id: companies.id }).from(companies).where(isNull(companies.parentId)).orderBy(asc(companies.id)).limit(1))[0]?.id;
  if (companyId === undefined) throw new Error('no company: start the server once (demo data) or run admin:create first');
  const stationRows = await executeRows(db, sql`
    select s.id, u.id as unit_id, u.parent_id as region_id from ${regions} s join ${regions} u on u.id = s.parent_id
    where s.company_id = ${companyId} and s.level = 3 and u.parent_id is not null order by s.id`);
  const stations = stationRows.map((row, k) => ({ k, id: Number(row['id']), unit_id: Number(row['unit_id']), region_id: Number(row['region_id']) }));
  if (stations.length === 0) throw new Error(`company ${companyId} has no stations (level-3 regions); create its region tree first`);

  let typeRows = await db.select().from(deviceTypes).where(eq(deviceTypes.companyId, companyId));
  if (typeRows.length === 0) {
    await db.insert(deviceTypes).values({ companyId, code: 'GENERIC', name: '通用设备' });
    typeRows = await db.select().from(deviceTypes).where(eq(deviceTypes.companyId, companyId));
  }
  const parents = new Set(typeRows.map((row) => row.parentId));
  const leaves = typeRows.filter((row) => !parents.has(row.id));
  const tree = new Map<number, TypeNode>(typeRows.map((row) => [row.id, row]));
  const types = leaves.map((row, k) => ({ k, id: row.id, name: row.name, attributes: sampleAttributes(tree, row.id) }));

  const [last] = await db.select({ id: max(devices.id) }).from(devices);
  const offset = last?.id ?? 0;
  progress(`Generating ${options.count.toLocaleString('en-US')} devices for company ${companyId} over ${stations.length} stations and ${types.length} types…`);

  for (let from = 1; from <= options.count; from += options.batch) {
    const to = Math.min(options.count, from + options.batch - 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into ${devices} (company_id, code, name, type_id, model, manufacturer, serial_number, station_id, unit_id, region_id, location,
          importance, status, commissioned_on, warranty_until, attributes, sensor_count)
        select ${companyId}, 'GD' || lpad((${offset} + g)::text, 8, '0'), t.name || ' ' || (g % 997 + 1) || '#', t.id,
          (${textArray(MODELS)})[1 + g % ${MODELS.length}], (${textArray(MANUFACTURERS)})[1 + (g / 7) % ${MANUFACTURERS.length}],
          'SN' || lpad(((${offset} + g) * 7919 % 100000000)::text, 8, '0'), s.id, s.unit_id, s.region_id,
          (array['一层', '二层', '泵房', '配电室', '室外', '控制室'])[1 + g % 6] || ' ' || (1 + g % 40),
          (array['A', 'B', 'B', 'C', 'C', 'C'])[1 + (g * 13) % 6]::device_importance,
          (array['in_use', 'in_use', 'in_use', 'in_use', 'in_use', 'in_use', 'in_use', 'standby', 'under_repair', 'scrapped'])[1 + (g * 7) % 10]::device_status,
          date '2012-01-01' + (g * 37 % 4700), date '2012-01-01' + (g * 37 % 4700) + 1825, t.attributes, ${options.sensors}::integer
        from generate_series(${from}::integer, ${to}::integer) g
        join jsonb_to_recordset(${JSON.stringify(types)}::jsonb) as t(k integer, id integer, name text, attributes jsonb) on t.k = g % ${types.length}
        join jsonb_to_recordset(${JSON.stringify(stations)}::jsonb) as s(k integer, id integer, unit_id integer, region_id integer) on s.k = (g / 3) % ${stations.length}`);
      await tx.execute(sql`
        insert into device_events (company_id, device_id, kind, title, status, at)
        select company_id, id, 'created', code || ' ' || name, status::text, created_at from ${devices}
        where ${devices.companyId} = ${companyId} and ${devices.id} > ${offset} and ${devices.code} between ${`GD${String(offset + from).padStart(8, '0')}`} and ${`GD${String(offset + to).padStart(8, '0')}`}`);
      if (options.sensors > 0) {
        // sensor_count was written with the devices: the counting trigger would update every row again.
        await tx.execute(sql`alter table device_sensors disable trigger device_sensors_count_insert`);
        await tx.execute(sql`
          insert into device_sensors (company_id, device_id, key, name, unit, kind, warn_high, alarm_high)
          select d.company_id, d.id,
            (array['temperature', 'vibration', 'pressure', 'current'])[1 + (k - 1) % 4] || case when k > 4 then '_' || k else '' end,
            (array['温度', '振动', '压力', '电流'])[1 + (k - 1) % 4], (array['℃', 'mm/s', 'MPa', 'A'])[1 + (k - 1) % 4],
            (array['temperature', 'vibration', 'pressure', 'current'])[1 + (k - 1) % 4]::sensor_kind,
            (array[80, 4.5, 0.6, 280])[1 + (k - 1) % 4], (array[95, 7.1, 0.7, 320])[1 + (k - 1) % 4]
          from ${devices} d cross join generate_series(1, ${options.sensors}::integer) k
          where d.company_id = ${companyId} and d.id > ${offset} and d.code between ${`GD${String(offset + from).padStart(8, '0')}`} and ${`GD${String(offset + to).padStart(8, '0')}`}`);
        await tx.execute(sql`alter table device_sensors enable trigger device_sensors_count_insert`);
      }
    });
    progress(`  ${to.toLocaleString('en-US').padStart(12)} / ${options.count.toLocaleString('en-US')} devices  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  await appendAudit(db, {
    companyId,
    userId: null,
    action: 'device.generate',
    entity: 'device',
    entityId: null,
    after: { count: options.count, sensors: options.sensors, first_code: `GD${String(offset + 1).padStart(8, '0')}` },
  });
  // VACUUM as well: PGlite has no autovacuum, and the fresh rows would otherwise have their hint bits
  // and visibility written by the first reads of the server.
  progress('Vacuuming and updating planner statistics (VACUUM ANALYZE)…');
  await db.execute(sql`vacuum (analyze) devices, device_counts, device_sensors, device_events`);
  return { companyId, devices: options.count, sensors: options.count * options.sensors, ms: Date.now() - started };
}

/** `main.js devices:generate …` (npm run devices:generate): returns the exit code. */
export async function runGenerateDevices(argv: string[]): Promise<number> {
  let options: { count: number; sensors: number; companyId?: number; batch: number };
  try {
    const { values } = parseArgs({
      args: argv,
      options: { count: { type: 'string' }, sensors: { type: 'string' }, company: { type: 'string' }, batch: { type: 'string' } },
      strict: true,
    });
    options = {
      count: integerOption(values.count, 'count', 100_000, 1, 5_000_000),
      sensors: integerOption(values.sensors, 'sensors', 2, 0, 20),
      companyId: values.company === undefined ? undefined : integerOption(values.company, 'company', 1, 1, 2 ** 31 - 1),
      batch: integerOption(values.batch, 'batch', 10_000, 100, 100_000),
    };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, unsafeNoFsync: config.pgliteUnsafeNoFsync, inline: !config.pgliteWorker }, {
    error: (details, message) => console.error(message, details),
  });
  try {
    await database.migrate();
    await ensureDefaultHostConfigs(database.db);
    if (config.demoData && (await isDatabaseEmpty(database.db))) {
      console.log('The database is empty: seeding the demo tenant first…');
      await seedDemoData(database.db);
    }
    if (options.companyId !== undefined) {
      const [company] = await database.db.select({ id: companies.id }).from(companies).where(and(eq(companies.id, options.companyId)));
      if (!company) {
        console.error(`devices:generate: no company ${options.companyId}`);
        return 1;
      }
    }
    const result = await generateDevices(database.db, options, (line) => console.log(line));
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    console.log(
      `Generated ${result.devices.toLocaleString('en-US')} devices and ${result.sensors.toLocaleString('en-US')} sensors for company ${result.companyId} in ` +
        `${(result.ms / 1000).toFixed(1)} s; database: ${where}.`,
    );
    return 0;
  } catch (error) {
    console.error(`devices:generate failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database.close();
  }
}
