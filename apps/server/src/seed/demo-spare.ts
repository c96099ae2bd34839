import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rebuildStockBalances } from '../spare/stock-balances';
import { devices, deviceTypes, regions } from '../db/schema';
import {
  spareCategories,
  spareDocumentLines,
  spareDocuments,
  spareLedger,
  spareLimits,
  spareLocations,
  spareParts,
  spareStock,
  spareWarehouses,
} from '../db/spare-schema';

/**
 * The demo spare-parts stores of a company: a category tree, two warehouses with areas and locations,
 * about two hundred parts (twenty-two by hand, the rest families of sizes and ratings), five months of confirmed purchase receipts and stock-outs for devices (so the
 * ledger, the stock report and the consumption charts show something real) and one part below its
 * minimum. Stock rows are the sums of the ledger. Deterministic.
 */

interface PartSpec {
  code: string;
  name: string;
  category: string;
  specification: string;
  unit: string;
  manufacturer: string;
  price: number;
  types: string[];
  min: number;
  max: number;
}

const CATEGORIES: readonly { code: string; name: string; parent?: string }[] = [
  { code: 'MECH', name: '机械备件' },
  { code: 'MECH-BRG', name: '轴承', parent: 'MECH' },
  { code: 'MECH-SEAL', name: '密封件', parent: 'MECH' },
  { code: 'MECH-BELT', name: '皮带与联轴器', parent: 'MECH' },
  { code: 'ELEC', name: '电气备件' },
  { code: 'ELEC-SW', name: '开关与接触器', parent: 'ELEC' },
  { code: 'ELEC-SENS', name: '传感器与仪表', parent: 'ELEC' },
  { code: 'CONS', name: '油品耗材' },
  { code: 'CONS-OIL', name: '润滑油脂', parent: 'CONS' },
  { code: 'CONS-FLT', name: '滤芯滤网', parent: 'CONS' },
];

const p = (code: string, name: string, category: string, specification: string, unit: string, manufacturer: string, price: number, types: string[], min: number, max: number): PartSpec => ({
  code, name, category, specification, unit, manufacturer, price, types, min, max,
});

/** A family of parts that differ only by specification (sizes, ratings): one part per spec, priced by its rank. */
interface PartFamily {
  name: string;
  category: string;
  specs: readonly string[];
  unit: string;
  manufacturer: string;
  /** Price of the first spec; each next one costs `step` times more. */
  price: number;
  step: number;
  types: string[];
  min: number;
  max: number;
}

const range = (from: number, to: number, by = 1) => Array.from({ length: Math.floor((to - from) / by) + 1 }, (_, index) => from + index * by);

const FAMILIES: readonly PartFamily[] = [
  { name: '深沟球轴承', category: 'MECH-BRG', specs: range(6200, 6212).flatMap((size) => [`${size}-2RS`, `${size}-ZZ`]).filter((spec) => spec !== '6205-2RS'), unit: '个', manufacturer: '人本', price: 12, step: 1.12, types: ['PUMP', 'MOTOR', 'BLOWER'], min: 4, max: 20 },
  { name: '圆锥滚子轴承', category: 'MECH-BRG', specs: range(30202, 30215).filter((size) => size !== 30210).map(String), unit: '个', manufacturer: '洛轴', price: 35, step: 1.1, types: ['COMP', 'CRANE'], min: 2, max: 8 },
  { name: 'O 型密封圈', category: 'MECH-SEAL', specs: range(20, 120, 5).filter((size) => size !== 50).map((size) => `氟橡胶 Φ${size}×3.1`), unit: '个', manufacturer: '恩福', price: 1.8, step: 1.05, types: ['PUMP', 'VALVE'], min: 20, max: 100 },
  { name: '骨架油封', category: 'MECH-SEAL', specs: range(20, 90, 5).map((size) => `TC ${size}×${size + 15}×8`), unit: '个', manufacturer: 'NOK', price: 6, step: 1.08, types: ['PUMP', 'MOTOR', 'COMP'], min: 6, max: 30 },
  { name: '三角带', category: 'MECH-BELT', specs: range(1000, 2400, 100).map((length) => `A-${length}`), unit: '根', manufacturer: '三维', price: 18, step: 1.04, types: ['BLOWER', 'COMP'], min: 4, max: 16 },
  { name: '梅花联轴器弹性体', category: 'MECH-BELT', specs: range(3, 12).filter((size) => size !== 6).map((size) => `ML-${size}`), unit: '个', manufacturer: '恒力', price: 20, step: 1.15, types: ['PUMP', 'MOTOR'], min: 2, max: 10 },
  { name: '交流接触器', category: 'ELEC-SW', specs: [9, 12, 18, 32, 38, 40, 50, 65, 80, 95].map((amps) => `LC1D${String(amps).padStart(2, '0')}M7C ${amps}A`), unit: '个', manufacturer: '施耐德', price: 160, step: 1.18, types: ['SWGR', 'MOTOR'], min: 2, max: 8 },
  { name: '熔断器', category: 'ELEC-SW', specs: [2, 4, 6, 16, 20, 25, 32].map((amps) => `RT18-32 ${amps}A`), unit: '个', manufacturer: '正泰', price: 5, step: 1.05, types: ['SWGR', 'INV'], min: 20, max: 80 },
  { name: '小型断路器', category: 'ELEC-SW', specs: ['1P', '2P', '3P'].flatMap((poles) => [6, 10, 16, 20, 25, 32, 40, 63].map((amps) => `DZ47-60 ${poles} C${amps}`)), unit: '个', manufacturer: '正泰', price: 15, step: 1.04, types: ['SWGR'], min: 4, max: 20 },
  { name: '温度传感器', category: 'ELEC-SENS', specs: range(50, 500, 50).filter((length) => length !== 150).map((length) => `PT100 L=${length}`), unit: '支', manufacturer: '川仪', price: 120, step: 1.06, types: ['MOTOR', 'TRANS'], min: 2, max: 10 },
  { name: '压力表', category: 'ELEC-SENS', specs: ['0-0.6MPa', '0-1.0MPa', '0-1.6MPa', '0-2.5MPa', '0-4.0MPa'].map((scale) => `Y-100 ${scale}`), unit: '块', manufacturer: '红旗', price: 45, step: 1.05, types: ['PUMP', 'COMP', 'VALVE'], min: 2, max: 10 },
  { name: '液压油', category: 'CONS-OIL', specs: ['L-HM 32# 18L', 'L-HM 46# 18L', 'L-HM 68# 18L', '抗磨 46# 200L'], unit: '桶', manufacturer: '长城', price: 420, step: 1.2, types: ['CRANE', 'COMP'], min: 1, max: 4 },
  { name: '齿轮油', category: 'CONS-OIL', specs: ['L-CKC 150# 18L', 'L-CKC 220# 18L', 'L-CKC 320# 18L'], unit: '桶', manufacturer: '昆仑', price: 460, step: 1.1, types: ['CRANE', 'BLOWER'], min: 1, max: 4 },
  { name: '空气滤芯', category: 'CONS-FLT', specs: ['C1112', 'C1250', 'C1337', 'C1460', 'C1631', 'C2050'], unit: '个', manufacturer: '曼牌', price: 150, step: 1.1, types: ['COMP', 'BLOWER'], min: 2, max: 8 },
  { name: '油滤芯', category: 'CONS-FLT', specs: ['W712', 'W719', 'W920', 'W940', 'W1160', 'W1374'], unit: '个', manufacturer: '曼牌', price: 60, step: 1.1, types: ['COMP'], min: 2, max: 8 },
];

/** About 180 parts of the families, numbered after the hand-written ones (BJ-0101 …). */
function familyParts(): PartSpec[] {
  let code = 100;
  return FAMILIES.flatMap((family) =>
    family.specs.map((specification, rank) => {
      code += 1;
      const price = Math.round(family.price * family.step ** rank * 100) / 100;
      return { code: `BJ-${String(code).padStart(4, '0')}`, name: family.name, category: family.category, specification, unit: family.unit, manufacturer: family.manufacturer, price, types: family.types, min: family.min, max: family.max };
    }),
  );
}

export const DEMO_PARTS: readonly PartSpec[] = [
  p('BJ-0001', '深沟球轴承', 'MECH-BRG', '6205-2RS', '个', '人本', 38.5, ['PUMP', 'MOTOR'], 20, 80),
  p('BJ-0002', '深沟球轴承', 'MECH-BRG', '6308-ZZ', '个', '瓦房店', 96, ['PUMP', 'MOTOR', 'BLOWER'], 10, 40),
  p('BJ-0003', '圆锥滚子轴承', 'MECH-BRG', '30210', '个', '洛轴', 128, ['COMP', 'CRANE'], 4, 16),
  p('BJ-0004', '机械密封', 'MECH-SEAL', 'MG1-35 碳化硅', '套', '博格曼', 460, ['PUMP'], 10, 30),
  p('BJ-0005', 'O 型密封圈', 'MECH-SEAL', '氟橡胶 Φ50×3.1', '个', '恩福', 4.2, ['PUMP', 'VALVE'], 100, 400),
  p('BJ-0006', '阀门填料', 'MECH-SEAL', '石墨盘根 10×10', '米', '中密', 36, ['VALVE'], 20, 60),
  p('BJ-0007', '三角带', 'MECH-BELT', 'B-1600', '根', '三维', 42, ['BLOWER', 'COMP'], 10, 40),
  p('BJ-0008', '梅花联轴器弹性体', 'MECH-BELT', 'ML-6', '个', '恒力', 58, ['PUMP', 'MOTOR'], 6, 24),
  p('BJ-0009', '交流接触器', 'ELEC-SW', 'LC1D25M7C 25A', '个', '施耐德', 285, ['SWGR', 'MOTOR'], 6, 20),
  p('BJ-0010', '塑壳断路器', 'ELEC-SW', 'NSX100F 3P 63A', '台', '施耐德', 1280, ['SWGR'], 2, 8),
  p('BJ-0011', '热继电器', 'ELEC-SW', 'LRD21C 12-18A', '个', '施耐德', 196, ['MOTOR', 'SWGR'], 4, 12),
  p('BJ-0012', '熔断器', 'ELEC-SW', 'RT18-32 10A', '个', '正泰', 6.5, ['SWGR', 'INV'], 50, 200),
  p('BJ-0013', '压力变送器', 'ELEC-SENS', '0-1.6MPa 4-20mA', '台', '罗斯蒙特', 2350, ['PUMP', 'PV', 'COMP'], 2, 6),
  p('BJ-0014', '温度传感器', 'ELEC-SENS', 'PT100 L=150', '支', '川仪', 165, ['MOTOR', 'TRANS'], 6, 20),
  p('BJ-0015', '振动传感器', 'ELEC-SENS', '加速度 100mV/g', '支', '东华', 880, ['PUMP', 'BLOWER'], 2, 8),
  p('BJ-0016', '逆变器散热风扇', 'ELEC-SENS', '24V 120×38', '个', '台达', 135, ['INV'], 6, 24),
  p('BJ-0017', '锂基润滑脂', 'CONS-OIL', '3# 15kg', '桶', '长城', 620, ['PUMP', 'MOTOR', 'CRANE'], 2, 8),
  p('BJ-0018', '空压机专用油', 'CONS-OIL', '46# 18L', '桶', '阿特拉斯', 980, ['COMP'], 2, 6),
  p('BJ-0019', '变压器油', 'CONS-OIL', '25# 200L', '桶', '昆仑', 2600, ['TRANS'], 1, 4),
  p('BJ-0020', '空气滤芯', 'CONS-FLT', 'C1140', '个', '曼牌', 210, ['COMP', 'BLOWER'], 4, 16),
  p('BJ-0021', '油滤芯', 'CONS-FLT', 'W962', '个', '曼牌', 88, ['COMP'], 4, 16),
  p('BJ-0022', '进水口滤网', 'CONS-FLT', '不锈钢 DN100', '个', '华通', 150, ['PUMP'], 2, 10),
  ...familyParts(),
];

/** The part that the demo leaves below its minimum in the central store (the warnings list shows it). */
export const DEMO_SHORT_PART = 'BJ-0004';

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;
const round2 = (value: number) => Math.round(value * 100) / 100;

type Movement = { partId: number; locationId: number; quantity: number; unitPrice: number };

export async function seedDemoSpare(tx: Database, companyId: number, people: { keeper: number; technician: number }, prefix: string, now: number): Promise<number> {
  const rnd = random(companyId * 104729);
  const categoryIds = new Map<string, number>();
  for (const category of CATEGORIES) {
    const [row] = await tx
      .insert(spareCategories)
      .values({ companyId, code: category.code, name: category.name, parentId: category.parent ? (categoryIds.get(category.parent) ?? null) : null })
      .returning({ id: spareCategories.id });
    if (row) categoryIds.set(category.code, row.id);
  }
  const stations = await tx.select({ id: regions.id, title: regions.title }).from(regions).where(and(eq(regions.companyId, companyId), eq(regions.level, 3))).orderBy(asc(regions.id)).limit(2);
  const warehouseSpecs = [
    { code: `${prefix}-CK01`, name: '中心备件库', stationId: stations[0]?.id ?? null, address: '园区东路 8 号 3 号楼', areas: [{ code: 'A', name: 'A 区 机械', slots: 4 }, { code: 'B', name: 'B 区 电气', slots: 4 }, { code: 'C', name: 'C 区 油品', slots: 2 }] },
    { code: `${prefix}-CK02`, name: `${stations[1]?.title ?? '站点'}备件库`, stationId: stations[1]?.id ?? null, address: '站内综合楼一层', areas: [{ code: 'A', name: 'A 区', slots: 3 }, { code: 'B', name: 'B 区', slots: 2 }] },
  ];
  const warehouses: { id: number; locations: number[] }[] = [];
  for (const spec of warehouseSpecs) {
    const [warehouse] = await tx
      .insert(spareWarehouses)
      .values({ companyId, code: spec.code, name: spec.name, stationId: spec.stationId, keeperId: people.keeper, address: spec.address })
      .returning({ id: spareWarehouses.id });
    if (!warehouse) continue;
    const locations: number[] = [];
    for (const area of spec.areas) {
      const [areaRow] = await tx.insert(spareLocations).values({ companyId, warehouseId: warehouse.id, code: area.code, name: area.name }).returning({ id: spareLocations.id });
      for (let slot = 1; slot <= area.slots; slot += 1) {
        const code = `${area.code}-${String(slot).padStart(2, '0')}`;
        const [location] = await tx
          .insert(spareLocations)
          .values({ companyId, warehouseId: warehouse.id, parentId: areaRow?.id ?? null, code, name: `${area.code} 区 ${slot} 号货架` })
          .returning({ id: spareLocations.id });
        if (location) locations.push(location.id);
      }
    }
    warehouses.push({ id: warehouse.id, locations });
  }
  const typeRows = await tx.select({ id: deviceTypes.id, code: deviceTypes.code }).from(deviceTypes).where(eq(deviceTypes.companyId, companyId));
  const typeIds = new Map(typeRows.map((row) => [row.code, row.id]));
  const parts = await tx
    .insert(spareParts)
    .values(
      DEMO_PARTS.map((part) => ({
        companyId,
        code: part.code,
        name: part.name,
        categoryId: categoryIds.get(part.category) ?? 0,
        specification: part.specification,
        unit: part.unit,
        manufacturer: part.manufacturer,
        unitPrice: part.price,
        deviceTypeIds: part.types.flatMap((code) => typeIds.get(code) ?? []),
      })),
    )
    .returning({ id: spareParts.id, code: spareParts.code, deviceTypeIds: spareParts.deviceTypeIds });
  const [central, station] = warehouses;
  if (!central || !station) return 0;
  await tx.insert(spareLimits).values(
    parts.flatMap((part, index) => {
      const spec = DEMO_PARTS[index];
      if (!spec) return [];
      return [
        { companyId, partId: part.id, warehouseId: central.id, minQuantity: spec.min, maxQuantity: spec.max, },
        ...(index % 3 === 0 ? [{ companyId, partId: part.id, warehouseId: station.id, minQuantity: Math.max(1, Math.round(spec.min / 4)), maxQuantity: Math.round(spec.max / 4) }] : []),
      ];
    }),
  );

  const companyDevices = await tx
    .select({ id: devices.id, typeId: devices.typeId })
    .from(devices)
    .where(and(eq(devices.companyId, companyId), inArray(devices.typeId, [...typeIds.values()])))
    .orderBy(asc(devices.id))
    .limit(400);
  const balances = new Map<string, number>();

  // Documents are collected and written at the end: three multi-row inserts instead of three per document.
  type Booked = { document: typeof spareDocuments.$inferInsert; lines: Movement[]; balances: number[] };
  const booked: Booked[] = [];
  const book = async (kind: 'in' | 'out', reason: 'purchase' | 'device' | 'work_order', warehouse: { id: number }, at: Date, movements: Movement[], deviceId: number | null, userId: number) => {
    const lines = movements.filter((movement) => movement.quantity > 0);
    if (lines.length === 0) return;
    const after = lines.map((line) => {
      const key = `${line.partId}/${warehouse.id}/${line.locationId}`;
      const balance = round3((balances.get(key) ?? 0) + (kind === 'in' ? line.quantity : -line.quantity));
      balances.set(key, balance);
      return balance;
    });
    booked.push({
      document: {
        companyId,
        kind,
        reason,
        status: 'confirmed',
        warehouseId: warehouse.id,
        deviceId,
        remark: kind === 'in' ? '月度采购入库' : '设备维修领用',
        lineCount: lines.length,
        totalQuantity: round3(lines.reduce((total, line) => total + line.quantity, 0)),
        totalAmount: round2(lines.reduce((total, line) => total + line.quantity * line.unitPrice, 0)),
        createdBy: userId,
        confirmedBy: people.keeper,
        confirmedAt: at,
        version: 2,
        createdAt: at,
        updatedAt: at,
      },
      lines,
      balances: after,
    });
  };
  const flush = async () => {
    if (booked.length === 0) return;
    const ids = await tx.insert(spareDocuments).values(booked.map((entry) => entry.document)).returning({ id: spareDocuments.id });
    const lineRows: (typeof spareDocumentLines.$inferInsert)[] = [];
    const ledgerRows: (typeof spareLedger.$inferInsert)[] = [];
    booked.forEach(({ document, lines, balances: after }, index) => {
      const documentId = ids[index]?.id;
      if (documentId === undefined) return;
      lines.forEach((line, lineIndex) => {
        lineRows.push({ companyId, documentId, lineNo: lineIndex + 1, partId: line.partId, locationId: line.locationId, quantity: line.quantity, unitPrice: line.unitPrice });
        ledgerRows.push({
          companyId,
          partId: line.partId,
          warehouseId: document.warehouseId,
          locationId: line.locationId,
          quantity: document.kind === 'in' ? line.quantity : -line.quantity,
          balanceAfter: after[lineIndex] ?? 0,
          unitPrice: line.unitPrice,
          documentId,
          kind: document.kind,
          reason: document.reason,
          userId: document.createdBy,
          deviceId: document.deviceId,
          at: document.confirmedAt ?? new Date(now),
        });
      });
    });
    await tx.insert(spareDocumentLines).values(lineRows);
    await tx.insert(spareLedger).values(ledgerRows);
  };

  const home = (partIndex: number, warehouse: { locations: number[] }) => warehouse.locations[partIndex % warehouse.locations.length] ?? 0;
  const day = 86_400_000;
  for (let month = 4; month >= 0; month -= 1) {
    const start = now - month * 30 * day - 20 * day;
    for (const warehouse of [central, station]) {
      const isCentral = warehouse === central;
      await book(
        'in',
        'purchase',
        warehouse,
        new Date(start),
        parts.flatMap((part, index) => {
          const spec = DEMO_PARTS[index];
          if (!spec || (!isCentral && index % 3 !== 0) || (month < 2 && spec.code === DEMO_SHORT_PART)) return [];
          const target = isCentral ? spec.max : Math.round(spec.max / 4);
          const key = `${part.id}/${warehouse.id}/${home(index, warehouse)}`;
          const missing = Math.max(0, target - (balances.get(key) ?? 0));
          return [{ partId: part.id, locationId: home(index, warehouse), quantity: round3(Math.ceil(missing * (0.6 + rnd() * 0.4))), unitPrice: round2(spec.price * (0.95 + rnd() * 0.1)) }];
        }),
        null,
        people.keeper,
      );
      const issues = isCentral ? 6 : 3;
      for (let issue = 0; issue < issues; issue += 1) {
        const device = companyDevices[Math.floor(rnd() * companyDevices.length)];
        if (!device) break;
        const fitting = parts.map((part, index) => ({ part, index })).filter(({ part, index }) => part.deviceTypeIds.includes(device.typeId) && (isCentral || index % 3 === 0));
        const chosen = fitting.filter(() => rnd() < 0.5).slice(0, 3);
        await book(
          'out',
          rnd() < 0.5 ? 'work_order' : 'device',
          warehouse,
          new Date(start + (issue + 1) * 3 * day + Math.floor(rnd() * day)),
          chosen.map(({ part, index }) => {
            const spec = DEMO_PARTS[index];
            const key = `${part.id}/${warehouse.id}/${home(index, warehouse)}`;
            const available = balances.get(key) ?? 0;
            const wanted = Math.max(1, Math.round((spec?.min ?? 1) * (0.1 + rnd() * 0.3)));
            return { partId: part.id, locationId: home(index, warehouse), quantity: Math.min(available, wanted), unitPrice: spec?.price ?? 0 };
          }),
          device.id,
          people.technician,
        );
      }
    }
  }
  // The short part: issues that leave the central store below its minimum.
  const shortIndex = DEMO_PARTS.findIndex((part) => part.code === DEMO_SHORT_PART);
  const shortPart = parts[shortIndex];
  const pumpDevice = companyDevices[0];
  if (shortPart && pumpDevice) {
    const key = `${shortPart.id}/${central.id}/${home(shortIndex, central)}`;
    const available = balances.get(key) ?? 0;
    const keep = 3;
    if (available > keep) {
      await book('out', 'work_order', central, new Date(now - 2 * day), [{ partId: shortPart.id, locationId: home(shortIndex, central), quantity: available - keep, unitPrice: DEMO_PARTS[shortIndex]?.price ?? 0 }], pumpDevice.id, people.technician);
    }
  }
  await flush();
  const stockRows = [...balances.entries()]
    .filter(([, quantity]) => quantity > 0)
    .map(([key, quantity]) => {
      const [partId, warehouseId, locationId] = key.split('/').map(Number);
      return { companyId, partId: partId ?? 0, warehouseId: warehouseId ?? 0, locationId: locationId ?? 0, quantity, updatedAt: new Date(now) };
    });
  if (stockRows.length) await tx.insert(spareStock).values(stockRows);
  // The stored day balances of the stock report, from the ledger just written.
  await rebuildStockBalances(tx, companyId);
  // Shortages the demo starts with count as already announced (the next crossing messages again).
  await tx.execute(sql`update ${spareLimits} l set below_min = coalesce((select sum(s.quantity) from ${spareStock} s where s.part_id = l.part_id and s.warehouse_id = l.warehouse_id), 0) < l.min_quantity where l.company_id = ${companyId}`);
  return booked.length;
}
