import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { deviceEvents, devices, deviceSensors, deviceTypes, regions, specialEquipment, type TemplateField } from '../db/schema';

/**
 * The demo tenant's device ledger: a type tree with attribute templates per company, about 2,000
 * devices over the stations of the main company (some with sub-devices), a subsidiary's and the
 * second company's, sensors on a few hundred of them, O&M history and ~20 special-equipment rows
 * (some overdue, some due within 30 days). Deterministic: the same seed gives the same ledger.
 */

interface TypeSpec {
  code: string;
  name: string;
  parent?: string;
  template?: TemplateField[];
}

const num = (key: string, name: string, unit: string, required = false): TemplateField => ({ key, name, kind: 'number', unit, required });
const choice = (key: string, name: string, options: string[], required = false): TemplateField => ({ key, name, kind: 'choice', options, required });
const text = (key: string, name: string, required = false): TemplateField => ({ key, name, kind: 'text', required });
const day = (key: string, name: string): TemplateField => ({ key, name, kind: 'date', required: false });

export const DEMO_TYPES: readonly TypeSpec[] = [
  { code: 'PUMP', name: '泵', template: [num('power_kw', '功率', 'kW', true), num('flow_m3h', '流量', 'm³/h'), num('head_m', '扬程', 'm')] },
  { code: 'PUMP-C', name: '离心泵', parent: 'PUMP', template: [num('impeller_mm', '叶轮直径', 'mm')] },
  { code: 'PUMP-S', name: '潜水泵', parent: 'PUMP', template: [choice('protection', '防护等级', ['IP68', 'IP67'])] },
  { code: 'PUMP-D', name: '计量泵', parent: 'PUMP' },
  {
    code: 'MOTOR',
    name: '电机',
    template: [num('power_kw', '功率', 'kW', true), num('rated_voltage_v', '额定电压', 'V'), choice('protection', '防护等级', ['IP44', 'IP54', 'IP55', 'IP65']), choice('insulation', '绝缘等级', ['B', 'F', 'H'])],
  },
  {
    code: 'TRANS',
    name: '变压器',
    template: [num('capacity_kva', '额定容量', 'kVA', true), text('voltage_ratio', '电压比'), choice('cooling', '冷却方式', ['ONAN', 'ONAF', 'AN', 'AF'])],
  },
  { code: 'TRANS-OIL', name: '油浸式变压器', parent: 'TRANS', template: [num('oil_kg', '油重', 'kg')] },
  { code: 'TRANS-DRY', name: '干式变压器', parent: 'TRANS' },
  { code: 'SWGR', name: '开关柜', template: [num('rated_voltage_kv', '额定电压', 'kV', true), num('rated_current_a', '额定电流', 'A')] },
  { code: 'INV', name: '逆变器', template: [num('rated_power_kw', '额定功率', 'kW', true), num('mppt', 'MPPT 路数', '路')] },
  { code: 'VALVE', name: '阀门', template: [num('dn', '公称通径', 'DN'), num('pn_mpa', '公称压力', 'MPa'), choice('actuation', '驱动方式', ['手动', '电动', '气动'])] },
  { code: 'BLOWER', name: '鼓风机', template: [num('air_m3min', '风量', 'm³/min'), num('power_kw', '功率', 'kW')] },
  { code: 'COMP', name: '空压机', template: [num('power_kw', '功率', 'kW', true), num('pressure_mpa', '排气压力', 'MPa')] },
  { code: 'PV', name: '压力容器', template: [num('design_pressure_mpa', '设计压力', 'MPa', true), num('volume_m3', '容积', 'm³'), day('made_on', '制造日期')] },
  { code: 'CRANE', name: '起重机', template: [num('capacity_t', '额定起重量', 't', true), num('span_m', '跨度', 'm')] },
];

interface Model {
  type: string;
  name: string;
  model: string;
  manufacturer: string;
  importance: 'A' | 'B' | 'C';
  attributes: Record<string, string | number>;
  sensors?: { key: string; name: string; unit: string; kind: 'temperature' | 'pressure' | 'vibration' | 'current' | 'voltage' | 'level' | 'flow'; warn: [number, number]; alarm: [number, number] }[];
  special?: 'pressure_vessel' | 'crane';
}

const PUMP_SENSORS: Model['sensors'] = [
  { key: 'outlet_pressure', name: '出口压力', unit: 'MPa', kind: 'pressure', warn: [0.25, 0.6], alarm: [0.2, 0.7] },
  { key: 'flow', name: '瞬时流量', unit: 'm³/h', kind: 'flow', warn: [60, 480], alarm: [50, 520] },
  { key: 'bearing_vibration', name: '轴承振动', unit: 'mm/s', kind: 'vibration', warn: [0, 4.5], alarm: [0, 7.1] },
];
const MOTOR_SENSORS: Model['sensors'] = [
  { key: 'winding_temp', name: '绕组温度', unit: '℃', kind: 'temperature', warn: [0, 110], alarm: [0, 130] },
  { key: 'current', name: '运行电流', unit: 'A', kind: 'current', warn: [0, 280], alarm: [0, 320] },
];
const TRANSFORMER_SENSORS: Model['sensors'] = [
  { key: 'oil_temp', name: '油温', unit: '℃', kind: 'temperature', warn: [0, 80], alarm: [0, 85] },
  { key: 'load_current', name: '负荷电流', unit: 'A', kind: 'current', warn: [0, 1800], alarm: [0, 2100] },
  { key: 'bus_voltage', name: '母线电压', unit: 'kV', kind: 'voltage', warn: [9.7, 10.5], alarm: [9.5, 10.7] },
];

const POWER_MODELS: readonly Model[] = [
  { type: 'TRANS-OIL', name: '主变压器', model: 'SZ11-40000/110', manufacturer: '特变电工', importance: 'A', attributes: { capacity_kva: 40000, voltage_ratio: '110/10.5kV', cooling: 'ONAN', oil_kg: 18500 }, sensors: TRANSFORMER_SENSORS },
  { type: 'TRANS-DRY', name: '干式变压器', model: 'SCB11-800/10', manufacturer: '顺特电气', importance: 'A', attributes: { capacity_kva: 800, voltage_ratio: '10/0.4kV', cooling: 'AN' }, sensors: TRANSFORMER_SENSORS },
  { type: 'SWGR', name: '10kV 开关柜', model: 'KYN28A-12', manufacturer: '正泰电气', importance: 'B', attributes: { rated_voltage_kv: 12, rated_current_a: 1250 } },
  { type: 'SWGR', name: '低压配电柜', model: 'GCS', manufacturer: '施耐德电气', importance: 'C', attributes: { rated_voltage_kv: 0.4, rated_current_a: 630 } },
  { type: 'INV', name: '组串式逆变器', model: 'SG110CX', manufacturer: '阳光电源', importance: 'B', attributes: { rated_power_kw: 110, mppt: 9 } },
  { type: 'MOTOR', name: '冷却风机电机', model: 'YE3-132S-4', manufacturer: '卧龙电气', importance: 'C', attributes: { power_kw: 5.5, rated_voltage_v: 380, protection: 'IP55', insulation: 'F' } },
  { type: 'COMP', name: '空压机', model: 'GA37', manufacturer: '阿特拉斯·科普柯', importance: 'B', attributes: { power_kw: 37, pressure_mpa: 0.8 } },
  { type: 'PV', name: '储气罐', model: 'C-2/0.8', manufacturer: '申江压力容器', importance: 'B', attributes: { design_pressure_mpa: 0.88, volume_m3: 2 }, special: 'pressure_vessel' },
  { type: 'CRANE', name: '电动单梁起重机', model: 'LD10t-16.5m', manufacturer: '河南卫华', importance: 'B', attributes: { capacity_t: 10, span_m: 16.5 }, special: 'crane' },
];
const WATER_MODELS: readonly Model[] = [
  { type: 'PUMP-C', name: '离心泵', model: 'IS150-125-315', manufacturer: '上海凯泉', importance: 'A', attributes: { power_kw: 30, flow_m3h: 200, head_m: 32, impeller_mm: 315 }, sensors: PUMP_SENSORS },
  { type: 'PUMP-S', name: '潜水泵', model: 'QJ200-32', manufacturer: '合肥华升', importance: 'B', attributes: { power_kw: 22, flow_m3h: 200, head_m: 32, protection: 'IP68' }, sensors: PUMP_SENSORS },
  { type: 'PUMP-D', name: '加药计量泵', model: 'GM0240', manufacturer: '米顿罗', importance: 'C', attributes: { power_kw: 0.37, flow_m3h: 0.24 } },
  { type: 'MOTOR', name: '水泵电机', model: 'YE3-200L-4', manufacturer: '卧龙电气', importance: 'B', attributes: { power_kw: 30, rated_voltage_v: 380, protection: 'IP55', insulation: 'F' }, sensors: MOTOR_SENSORS },
  { type: 'VALVE', name: '闸阀', model: 'Z41H-16C', manufacturer: '苏阀科技', importance: 'C', attributes: { dn: 200, pn_mpa: 1.6, actuation: '电动' } },
  { type: 'VALVE', name: '止回阀', model: 'H44H-16C', manufacturer: '苏阀科技', importance: 'C', attributes: { dn: 150, pn_mpa: 1.6, actuation: '手动' } },
  { type: 'BLOWER', name: '罗茨鼓风机', model: 'RSR-150', manufacturer: '长沙鼓风机厂', importance: 'B', attributes: { air_m3min: 25, power_kw: 45 } },
  { type: 'PV', name: '压力罐', model: 'C-1.5/1.0', manufacturer: '申江压力容器', importance: 'B', attributes: { design_pressure_mpa: 1.1, volume_m3: 1.5 }, special: 'pressure_vessel' },
  { type: 'CRANE', name: '泵房电动葫芦', model: 'CD1 5t-12m', manufacturer: '河南卫华', importance: 'C', attributes: { capacity_t: 5, span_m: 12 }, special: 'crane' },
];

/** A small deterministic generator (mulberry32). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function isPowerStation(title: string): boolean {
  return /变电站|光伏|配电站/.test(title);
}

const DAY_MS = 86_400_000;
function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export interface DemoDeviceCompany {
  companyId: number;
  prefix: string;
  perStation: number;
  responsible: number[];
  staff: number;
}

async function insertTypes(tx: Database, companyId: number): Promise<Map<string, { id: number; name: string }>> {
  const ids = new Map<string, { id: number; name: string }>();
  for (const spec of DEMO_TYPES) {
    const parentId = spec.parent ? ids.get(spec.parent)?.id : undefined;
    const [row] = await tx
      .insert(deviceTypes)
      .values({ companyId, parentId: parentId ?? null, code: spec.code, name: spec.name, template: spec.template ?? [] })
      .returning({ id: deviceTypes.id });
    if (row) ids.set(spec.code, { id: row.id, name: spec.name });
  }
  return ids;
}

/** Seeds the ledger of one company over its stations; returns how many devices it wrote. */
export async function seedCompanyDevices(tx: Database, company: DemoDeviceCompany, now: number): Promise<number> {
  const rnd = random(company.companyId * 7919);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(rnd() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const types = await insertTypes(tx, company.companyId);
  const stations = await tx.select().from(regions).where(and(eq(regions.companyId, company.companyId), eq(regions.level, 3))).orderBy(regions.id);
  const units = new Map(
    (await tx.select({ id: regions.id, parentId: regions.parentId }).from(regions).where(and(eq(regions.companyId, company.companyId), eq(regions.level, 2)))).map((row) => [
      row.id,
      row.parentId ?? 0,
    ]),
  );

  type Planned = { values: typeof devices.$inferInsert; model: Model; childOf?: number };
  const planned: Planned[] = [];
  let seq = 0;
  stations.forEach((station, stationIndex) => {
    const models = isPowerStation(station.title) ? POWER_MODELS : WATER_MODELS;
    const counters = new Map<string, number>();
    for (let i = 0; i < company.perStation; i += 1) {
      // Valves and switchgear are the bulk of a ledger; transformers and cranes are few.
      const model = i < models.length ? (models[i] ?? pick(models)) : pick(rnd() < 0.45 ? models.filter((m) => m.importance !== 'A' && !m.special) : models);
      if (model.special && i >= models.length && rnd() < 0.7) continue;
      const number = (counters.get(model.name) ?? 0) + 1;
      counters.set(model.name, number);
      seq += 1;
      const status = rnd() < 0.8 ? 'in_use' : pick(['standby', 'standby', 'under_repair', 'scrapped'] as const);
      const commissioned = now - Math.floor((200 + rnd() * 3000) * DAY_MS);
      const values: typeof devices.$inferInsert = {
        companyId: company.companyId,
        code: `${company.prefix}-${String(stationIndex + 1).padStart(2, '0')}-${String(seq).padStart(4, '0')}`,
        name: `${number}# ${model.name}`,
        typeId: types.get(model.type)?.id ?? 0,
        model: model.model,
        manufacturer: model.manufacturer,
        serialNumber: `SN${(commissioned / DAY_MS).toFixed(0)}${String(seq).padStart(5, '0')}`,
        stationId: station.id,
        unitId: station.parentId ?? 0,
        regionId: units.get(station.parentId ?? 0) ?? 0,
        location: `${pick(['一层', '二层', '泵房', '配电室', '室外', '控制室'])} ${pick(['A', 'B', 'C', 'D'])}${1 + Math.floor(rnd() * 12)}`,
        importance: status === 'scrapped' ? 'C' : model.importance,
        status,
        commissionedOn: isoDay(commissioned),
        warrantyUntil: isoDay(commissioned + (rnd() < 0.5 ? 3 : 5) * 365 * DAY_MS),
        attributes: model.attributes,
        createdAt: new Date(commissioned),
        updatedAt: new Date(commissioned),
      };
      planned.push({ values, model });
      // A pump unit: its motor is a sub-device of the pump.
      if (model.type.startsWith('PUMP') && model.importance !== 'C' && rnd() < 0.5) {
        seq += 1;
        const motor = models.find((m) => m.type === 'MOTOR');
        if (motor) {
          planned.push({
            values: {
              ...values,
              code: `${company.prefix}-${String(stationIndex + 1).padStart(2, '0')}-${String(seq).padStart(4, '0')}`,
              name: `${number}# ${model.name}配套电机`,
              typeId: types.get('MOTOR')?.id ?? 0,
              model: motor.model,
              manufacturer: motor.manufacturer,
              serialNumber: `SN${(commissioned / DAY_MS).toFixed(0)}${String(seq).padStart(5, '0')}`,
              importance: 'B',
              attributes: motor.attributes,
            },
            model: motor,
            childOf: planned.length - 1,
          });
        }
      }
    }
  });

  // Parents first, then their sub-devices; one JSON parameter per statement (thousands of bind
  // parameters are slow on PGlite), ids read back by code.
  const ids: number[] = [];
  const insertBatch = async (indexes: number[]) => {
    const rows = indexes.map((index) => {
      const item = planned[index];
      if (!item) throw new Error('planned device missing');
      const v = item.values;
      return {
        company_id: v.companyId, code: v.code, name: v.name, type_id: v.typeId, model: v.model, manufacturer: v.manufacturer,
        serial_number: v.serialNumber, station_id: v.stationId, unit_id: v.unitId, region_id: v.regionId, location: v.location,
        importance: v.importance, status: v.status, commissioned_on: v.commissionedOn, warranty_until: v.warrantyUntil,
        parent_id: item.childOf === undefined ? null : (ids[item.childOf] ?? null), attributes: v.attributes, created_at: v.createdAt?.toISOString(),
      };
    });
    if (rows.length === 0) return;
    await tx.execute(sql`
      insert into ${devices} (company_id, code, name, type_id, model, manufacturer, serial_number, station_id, unit_id, region_id, location,
        importance, status, commissioned_on, warranty_until, parent_id, attributes, created_at, updated_at)
      select company_id, code, name, type_id, model, manufacturer, serial_number, station_id, unit_id, region_id, location,
        importance::device_importance, status::device_status, commissioned_on, warranty_until, parent_id, attributes, created_at, created_at
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(company_id integer, code text, name text, type_id integer, model text,
        manufacturer text, serial_number text, station_id integer, unit_id integer, region_id integer, location text, importance text,
        status text, commissioned_on date, warranty_until date, parent_id integer, attributes jsonb, created_at timestamptz)`);
    const codes = new Map(
      (await tx.select({ id: devices.id, code: devices.code }).from(devices).where(eq(devices.companyId, company.companyId))).map((row) => [row.code, row.id]),
    );
    for (const index of indexes) ids[index] = codes.get(planned[index]?.values.code ?? '') ?? 0;
  };
  const all = planned.map((_item, index) => index);
  await insertBatch(all.filter((index) => planned[index]?.childOf === undefined));
  await insertBatch(all.filter((index) => planned[index]?.childOf !== undefined));

  // History: created, and for devices not in use the status change that put them there.
  const events: (typeof deviceEvents.$inferInsert)[] = [];
  planned.forEach((item, index) => {
    const deviceId = ids[index] ?? 0;
    const created = item.values.createdAt ?? new Date(now);
    events.push({ companyId: company.companyId, deviceId, kind: 'created', title: `${item.values.code} ${item.values.name}`, status: 'in_use', at: created });
    if (item.values.status && item.values.status !== 'in_use') {
      events.push({
        companyId: company.companyId,
        deviceId,
        kind: 'status_changed',
        title: `in_use → ${item.values.status}`,
        status: item.values.status,
        userId: company.staff,
        detail: { from: 'in_use', to: item.values.status },
        at: new Date(now - Math.floor(rnd() * 60) * DAY_MS),
      });
    }
    if (item.values.status === 'under_repair') {
      events.push({
        companyId: company.companyId,
        deviceId,
        kind: 'fault_report',
        title: pick(['运行异响，振动偏大', '温度持续偏高', '出口压力波动', '绝缘电阻偏低', '无法正常启动']),
        status: pick(['medium', 'high']),
        userId: company.staff,
        detail: {},
        at: new Date(now - Math.floor(rnd() * 30) * DAY_MS),
      });
    }
  });
  await tx.execute(sql`
    insert into ${deviceEvents} (company_id, device_id, kind, title, status, user_id, detail, at)
    select company_id, device_id, kind::device_event_kind, title, coalesce(status, ''), user_id, coalesce(detail, '{}'), at
    from jsonb_to_recordset(${JSON.stringify(events.map((e) => ({ company_id: e.companyId, device_id: e.deviceId, kind: e.kind, title: e.title, status: e.status, user_id: e.userId ?? null, detail: e.detail, at: e.at?.toISOString() })))}::jsonb)
      as x(company_id integer, device_id integer, kind text, title text, status text, user_id integer, detail jsonb, at timestamptz)`);

  // Sensors on the monitored kinds (pumps, motors, transformers): a few hundred devices.
  const sensors: (typeof deviceSensors.$inferInsert)[] = [];
  planned.forEach((item, index) => {
    if (!item.model.sensors || item.values.status === 'scrapped' || rnd() < 0.4) return;
    for (const sensor of item.model.sensors) {
      sensors.push({
        companyId: company.companyId,
        deviceId: ids[index] ?? 0,
        key: sensor.key,
        name: sensor.name,
        unit: sensor.unit,
        kind: sensor.kind,
        warnLow: sensor.warn[0] || null,
        warnHigh: sensor.warn[1],
        alarmLow: sensor.alarm[0] || null,
        alarmHigh: sensor.alarm[1],
      });
    }
  });
  await tx.execute(sql`
    insert into ${deviceSensors} (company_id, device_id, key, name, unit, kind, warn_low, warn_high, alarm_low, alarm_high)
    select company_id, device_id, key, name, unit, kind::sensor_kind, warn_low, warn_high, alarm_low, alarm_high
    from jsonb_to_recordset(${JSON.stringify(sensors.map((x) => ({ company_id: x.companyId, device_id: x.deviceId, key: x.key, name: x.name, unit: x.unit, kind: x.kind, warn_low: x.warnLow, warn_high: x.warnHigh, alarm_low: x.alarmLow, alarm_high: x.alarmHigh })))}::jsonb)
      as x(company_id integer, device_id integer, key text, name text, unit text, kind text, warn_low double precision, warn_high double precision, alarm_low double precision, alarm_high double precision)`);

  // Special equipment: pressure vessels and cranes, with due dates around today.
  const special = planned.map((item, index) => ({ item, id: ids[index] ?? 0 })).filter(({ item }) => item.model.special && item.values.status !== 'scrapped');
  const offsets = [-40, -12, -3, 4, 11, 18, 27, 45, 90, 150, 200, 260, 320];
  const rows = special.slice(0, company.perStation > 100 ? 16 : 4).map(({ item, id }, index) => {
    const next = now + (offsets[index % offsets.length] ?? 100) * DAY_MS;
    const category = item.model.special === 'crane' ? 'crane' : 'pressure_vessel';
    return {
      companyId: company.companyId,
      deviceId: id,
      category,
      certificateNo: `${category === 'crane' ? '起' : '容'}${String(31000 + index * 37)}${company.prefix}`,
      inspectingBody: pick(['省特种设备检验研究院', '市特种设备检测所', '中国特种设备检测研究院']),
      lastInspectedOn: isoDay(next - 365 * DAY_MS),
      nextInspectionOn: isoDay(next),
      responsibleUserIds: company.responsible,
      remark: category === 'crane' ? '年度定期检验' : '定期检验（内外部）',
    } satisfies typeof specialEquipment.$inferInsert;
  });
  if (rows.length) await tx.insert(specialEquipment).values(rows);
  return planned.length;
}

/** The ledgers of the demo companies; `ids` are the companies' ids by key. */
export async function seedDemoDevices(
  tx: Database,
  companies: { main: number; subsidiary: number | undefined; second: number },
  userId: (username: string) => number,
  now: number,
): Promise<number> {
  let total = 0;
  total += await seedCompanyDevices(tx, { companyId: companies.main, prefix: 'HD', perStation: 420, responsible: [userId('manager'), userId('technician')], staff: userId('technician') }, now);
  if (companies.subsidiary !== undefined) {
    total += await seedCompanyDevices(tx, { companyId: companies.subsidiary, prefix: 'SZ', perStation: 40, responsible: [], staff: userId('manager') }, now);
  }
  total += await seedCompanyDevices(tx, { companyId: companies.second, prefix: 'LN', perStation: 60, responsible: [userId('other')], staff: userId('other') }, now);
  return total;
}

/** Ids of demo devices by code (tests). */
export async function deviceIdsByCode(db: Database, codes: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.select({ id: devices.id, code: devices.code }).from(devices).where(inArray(devices.code, [...codes]));
  return new Map(rows.map((row) => [row.code, row.id]));
}
