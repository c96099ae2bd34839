import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  customers, purchaseOrderLines, purchaseOrders, purchaseReceipts, purchaseRequestLines, purchaseRequests, purchaseTransitions, supplierParts, suppliers, supplyOrderLines, supplyOrders,
} from '../db/purchasing-schema';
import { approvals } from '../db/schema';
import { spareDocumentLines, spareDocuments, spareLimits, spareLocations, spareParts, spareWarehouses } from '../db/spare-schema';
import { addQuantities, lineAmount, normalPrice, sumAmounts } from '../purchasing/decimal';

/**
 * The demo purchasing of a company: four suppliers offering its parts, three customers, purchase
 * orders in every status (the received ones are the demo's confirmed purchase stock-ins, so stock and
 * receipts agree), pending approvals for the manager, purchase requests and supply orders, each with
 * its transition history. Expected dates lie around `now` so the purchasing calendar shows them.
 */
const SUPPLIERS = [
  { code: 'GYS-001', name: '华东轴承贸易有限公司', contact: '周建国', phone: '021-5566 7788', taxId: '91310000MA1K8XXX01', bank: '工商银行 上海分行 1001 2345 6789', rating: 5, categories: ['MECH-BRG', 'MECH-BELT'] },
  { code: 'GYS-002', name: '博远密封科技有限公司', contact: '林晓', phone: '0512-6688 1020', taxId: '91320500MA1N3XXX02', bank: '建设银行 苏州分行 3205 8899 0001', rating: 4, categories: ['MECH-SEAL'] },
  { code: 'GYS-003', name: '正泰电气供应中心', contact: '陈卫', phone: '0577-6277 3000', taxId: '91330300MA2H7XXX03', bank: '农业银行 温州分行 1920 0101 0400', rating: 4, categories: ['ELEC-SW', 'ELEC-SENS'] },
  { code: 'GYS-004', name: '长城润滑油品经销部', contact: '赵敏', phone: '010-8456 2211', taxId: '91110105MA01AXXX04', bank: '中国银行 北京分行 3450 6677 8899', rating: 3, categories: ['CONS-OIL', 'CONS-FLT'] },
] as const;

const CUSTOMERS = [
  { code: 'KH-001', name: '滨江热电厂', contact: '孙立', phone: '0571-8888 1001', address: '滨江区江南大道 1 号' },
  { code: 'KH-002', name: '城北污水处理厂', contact: '吴倩', phone: '0571-8888 2002', address: '拱墅区康桥路 66 号' },
  { code: 'KH-003', name: '临港物流园区', contact: '郑浩', phone: '021-6000 3003', address: '临港新片区海港大道 9 号' },
] as const;

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface People {
  keeper: number;
  manager: number;
}

type Status = (typeof purchaseOrders.$inferSelect)['status'];

export async function seedDemoPurchasing(tx: Database, companyId: number, people: People, now: number): Promise<void> {
  const parts = await tx.select().from(spareParts).where(eq(spareParts.companyId, companyId)).orderBy(asc(spareParts.code));
  const [warehouse] = await tx.select().from(spareWarehouses).where(eq(spareWarehouses.companyId, companyId)).orderBy(asc(spareWarehouses.id)).limit(1);
  if (!warehouse || parts.length === 0) return;

  // Suppliers offer the parts of their categories at 92–98 % of the part's price; lead 3–14 days.
  const supplierIds: number[] = [];
  for (const [index, spec] of SUPPLIERS.entries()) {
    const [row] = await tx
      .insert(suppliers)
      .values({
        companyId,
        code: spec.code,
        name: spec.name,
        contacts: [{ name: spec.contact, phone: spec.phone, email: '', role: '销售经理' }],
        phone: spec.phone,
        address: '',
        taxId: spec.taxId,
        bank: spec.bank,
        rating: spec.rating,
        createdAt: new Date(now - (120 - index) * DAY),
      })
      .returning({ id: suppliers.id });
    if (!row) continue;
    supplierIds.push(row.id);
    const offered = parts.filter((_part, partIndex) => partIndex % SUPPLIERS.length === index || partIndex % 7 === index);
    if (offered.length) {
      await tx.insert(supplierParts).values(
        offered.map((part, offerIndex) => ({ companyId, supplierId: row.id, partId: part.id, unitPrice: normalPrice(((part.unitPrice * (92 + ((offerIndex + index) % 7))) / 100).toFixed(2)), leadDays: 3 + ((offerIndex * 5 + index) % 12) })),
      );
    }
  }
  for (const spec of CUSTOMERS) {
    await tx.insert(customers).values({ companyId, code: spec.code, name: spec.name, contacts: [{ name: spec.contact, phone: spec.phone, email: '', role: '设备主管' }], phone: spec.phone, address: spec.address });
  }
  const supplierAt = (index: number) => supplierIds[index % supplierIds.length] ?? 0;

  const history = async (entity: 'purchase_order' | 'purchase_request' | 'supply_order', entityId: number, steps: [string, string, string, number, number, string?][]) => {
    if (steps.length === 0) return;
    await tx.insert(purchaseTransitions).values(steps.map(([action, from, to, userId, at, reason]) => ({ companyId, entity, entityId, action, fromStatus: from, toStatus: to, userId, at: new Date(at), reason: reason ?? '' })));
  };
  const approval = async (subject: string, payload: Record<string, unknown>, decided: boolean, at: number) => {
    const [row] = await tx
      .insert(approvals)
      .values({
        companyId,
        kind: 'purchase',
        applicantId: people.keeper,
        subject,
        payload,
        status: decided ? 'approved' : 'pending',
        steps: [{ step: 1, approver_id: people.manager, decision: decided ? 'approved' : 'pending', comment: decided ? '同意' : '', decided_at: decided ? new Date(at + DAY).toISOString() : null }],
        currentApproverId: decided ? null : people.manager,
        decidedAt: decided ? new Date(at + DAY) : null,
        createdAt: new Date(at),
      })
      .returning({ id: approvals.id });
    return row?.id ?? null;
  };

  /** An order in `status` with its lines and a plausible history (received quantities given per line). */
  const order = async (status: Status, supplierIndex: number, lines: { partId: number; quantity: number; price: number; received?: number }[], createdAt: number, expected: number, documentIds: number[] = []) => {
    const priced = lines.map((line, index) => ({ ...line, lineNo: index + 1, unitPrice: normalPrice(line.price.toFixed(2)), amount: lineAmount(line.quantity, line.price.toFixed(2)) }));
    const ordered = ['ordered', 'partly_received', 'received', 'closed'].includes(status);
    const approved = ordered || status === 'approved';
    const submitted = approved || status === 'submitted';
    const [row] = await tx
      .insert(purchaseOrders)
      .values({
        companyId,
        supplierId: supplierAt(supplierIndex),
        warehouseId: warehouse.id,
        status,
        expectedDate: dayOf(expected),
        orderedAt: ordered ? new Date(createdAt + 2 * DAY) : null,
        receivedAt: status === 'received' || status === 'closed' ? new Date(Math.min(expected, now)) : null,
        currency: 'CNY',
        totalAmount: sumAmounts(priced.map((line) => line.amount)),
        remark: '',
        createdBy: people.keeper,
        createdAt: new Date(createdAt),
        updatedAt: new Date(createdAt),
      })
      .returning();
    if (!row) return;
    await tx.insert(purchaseOrderLines).values(priced.map((line) => ({ companyId, orderId: row.id, lineNo: line.lineNo, partId: line.partId, quantity: line.quantity, receivedQuantity: line.received ?? 0, unitPrice: line.unitPrice, amount: line.amount })));
    const number = `PO${dayOf(createdAt).replaceAll('-', '')}-${String(row.id).padStart(6, '0')}`;
    if (submitted) {
      const approvalId = await approval(`采购订单 ${number}`, { purchase_order_id: row.id, number }, approved, createdAt);
      await tx.update(purchaseOrders).set({ approvalId }).where(eq(purchaseOrders.id, row.id));
    }
    const steps: [string, string, string, number, number, string?][] = [];
    if (submitted) steps.push(['submit', 'draft', 'submitted', people.keeper, createdAt]);
    if (approved) steps.push(['approve', 'submitted', 'approved', people.manager, createdAt + DAY, '同意']);
    if (ordered) steps.push(['order', 'approved', 'ordered', people.keeper, createdAt + 2 * DAY]);
    for (const [index, documentId] of documentIds.entries()) {
      const at = Math.min(expected, now) - (documentIds.length - 1 - index) * DAY;
      const received = priced.reduce((total, line) => addQuantities(total, line.received ?? 0), 0);
      await tx.insert(purchaseReceipts).values({ companyId, orderId: row.id, documentId, totalQuantity: received, totalAmount: sumAmounts(priced.map((line) => lineAmount(line.received ?? 0, line.unitPrice))), receivedBy: people.keeper, receivedAt: new Date(at) });
      steps.push(['receive', 'ordered', status === 'partly_received' ? 'partly_received' : 'received', people.keeper, at]);
    }
    if (status === 'closed') steps.push(['close', 'received', 'closed', people.keeper, Math.min(expected, now) + DAY]);
    if (status === 'cancelled') steps.push(['cancel', 'draft', 'cancelled', people.keeper, createdAt + DAY, '需求取消，改用库存调拨']);
    await history('purchase_order', row.id, steps);
  };

  // Received orders are the demo's latest confirmed purchase stock-ins (their lines, as delivered).
  const receipts = await tx
    .select()
    .from(spareDocuments)
    .where(and(eq(spareDocuments.companyId, companyId), eq(spareDocuments.kind, 'in'), eq(spareDocuments.reason, 'purchase'), eq(spareDocuments.warehouseId, warehouse.id), eq(spareDocuments.status, 'confirmed')))
    .orderBy(desc(spareDocuments.id))
    .limit(3);
  for (const [index, document] of receipts.entries()) {
    const docLines = await tx.select().from(spareDocumentLines).where(eq(spareDocumentLines.documentId, document.id)).orderBy(asc(spareDocumentLines.lineNo));
    const at = (document.confirmedAt ?? document.createdAt).getTime();
    const status: Status = index === 0 ? 'partly_received' : index === 1 ? 'received' : 'closed';
    const lines = docLines.map((line) => ({ partId: line.partId, quantity: status === 'partly_received' ? addQuantities(line.quantity, line.quantity) : line.quantity, price: line.unitPrice, received: line.quantity }));
    if (lines.length) await order(status, index, lines, at - 9 * DAY, status === 'partly_received' ? now + 4 * DAY : at, [document.id]);
  }

  const pick = (offset: number, quantity: number) => {
    const part = parts[offset % parts.length];
    return part ? { partId: part.id, quantity, price: part.unitPrice } : undefined;
  };
  const linesOf = (...items: (ReturnType<typeof pick>)[]) => items.filter((item): item is NonNullable<typeof item> => item !== undefined);
  await order('draft', 0, linesOf(pick(0, 20), pick(6, 10)), now - 1 * DAY, now + 25 * DAY);
  await order('submitted', 1, linesOf(pick(3, 12)), now - 2 * DAY, now + 18 * DAY);
  await order('approved', 2, linesOf(pick(9, 6), pick(10, 4)), now - 5 * DAY, now + 12 * DAY);
  await order('ordered', 3, linesOf(pick(14, 40)), now - 8 * DAY, now + 5 * DAY);
  await order('ordered', 0, linesOf(pick(1, 8)), now - 20 * DAY, now - 2 * DAY);
  await order('cancelled', 1, linesOf(pick(4, 30)), now - 15 * DAY, now + 3 * DAY);

  // Requests: one from the warnings list (draft) and one by hand waiting for the manager.
  const low = await tx.select().from(spareLimits).where(and(eq(spareLimits.warehouseId, warehouse.id), eq(spareLimits.belowMin, true))).limit(5);
  const request = async (title: string, source: 'manual' | 'warning', status: 'draft' | 'submitted', lines: { partId: number; quantity: number; price: number }[], createdAt: number, neededBy: number) => {
    const priced = lines.map((line, index) => ({ lineNo: index + 1, partId: line.partId, quantity: line.quantity, unitPrice: normalPrice(line.price.toFixed(2)), amount: lineAmount(line.quantity, line.price.toFixed(2)) }));
    const [row] = await tx
      .insert(purchaseRequests)
      .values({ companyId, title, source, status, warehouseId: warehouse.id, neededBy: dayOf(neededBy), currency: 'CNY', totalAmount: sumAmounts(priced.map((line) => line.amount)), createdBy: people.keeper, createdAt: new Date(createdAt), updatedAt: new Date(createdAt) })
      .returning();
    if (!row || priced.length === 0) return;
    await tx.insert(purchaseRequestLines).values(priced.map((line) => ({ ...line, companyId, requestId: row.id })));
    if (status === 'submitted') {
      const number = `PR${dayOf(createdAt).replaceAll('-', '')}-${String(row.id).padStart(6, '0')}`;
      const approvalId = await approval(`采购申请 ${number} ${title}`, { purchase_request_id: row.id, number }, false, createdAt);
      await tx.update(purchaseRequests).set({ approvalId }).where(eq(purchaseRequests.id, row.id));
      await history('purchase_request', row.id, [['submit', 'draft', 'submitted', people.keeper, createdAt + 3_600_000]]);
    }
  };
  const lowLines = low.flatMap((limit) => {
    const part = parts.find((candidate) => candidate.id === limit.partId);
    const quantity = limit.maxQuantity > 0 ? limit.maxQuantity : limit.minQuantity;
    return part && quantity > 0 ? [{ partId: part.id, quantity, price: part.unitPrice }] : [];
  });
  if (lowLines.length) await request(`${warehouse.name} 低库存补货`, 'warning', 'draft', lowLines, now - 3_600_000, now + 10 * DAY);
  await request('季度检修备件采购', 'manual', 'submitted', linesOf(pick(2, 16), pick(5, 50), pick(12, 6)), now - 2 * DAY, now + 21 * DAY);

  // Supply orders: a draft for the first customer, a cancelled one for the second.
  const customerRows = await tx.select({ id: customers.id }).from(customers).where(eq(customers.companyId, companyId)).orderBy(asc(customers.id));
  const [location] = await tx
    .select({ id: spareLocations.id })
    .from(spareLocations)
    .where(and(eq(spareLocations.warehouseId, warehouse.id), isNotNull(spareLocations.parentId)))
    .orderBy(asc(spareLocations.id))
    .limit(1);
  const supply = async (customerIndex: number, status: 'draft' | 'cancelled', lines: { partId: number; quantity: number; price: number }[], createdAt: number, expected: number) => {
    const customerId = customerRows[customerIndex]?.id;
    if (!customerId || !location || lines.length === 0) return;
    const priced = lines.map((line, index) => ({ lineNo: index + 1, partId: line.partId, locationId: location.id, quantity: line.quantity, unitPrice: normalPrice((line.price * 1.2).toFixed(2)), amount: lineAmount(line.quantity, (line.price * 1.2).toFixed(2)) }));
    const [row] = await tx
      .insert(supplyOrders)
      .values({ companyId, customerId, warehouseId: warehouse.id, status, expectedDate: dayOf(expected), currency: 'CNY', totalAmount: sumAmounts(priced.map((line) => line.amount)), createdBy: people.keeper, createdAt: new Date(createdAt), updatedAt: new Date(createdAt) })
      .returning({ id: supplyOrders.id });
    if (!row) return;
    await tx.insert(supplyOrderLines).values(priced.map((line) => ({ ...line, companyId, orderId: row.id })));
    if (status === 'cancelled') await history('supply_order', row.id, [['cancel', 'draft', 'cancelled', people.keeper, createdAt + DAY, '客户改期，下月重新下单']]);
  };
  await supply(0, 'draft', linesOf(pick(0, 4), pick(7, 2)), now - DAY, now + 6 * DAY);
  await supply(1, 'cancelled', linesOf(pick(3, 10)), now - 12 * DAY, now - 4 * DAY);
}
