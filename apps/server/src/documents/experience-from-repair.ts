import { and, eq, sql } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import { experiences } from '../db/documents-schema';
import { devices, faultCodes, faults, repairOrders } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { canSee, visibleCompanies } from '../org/company-scope';
import { writeIn } from '../resource/write-context';
import type { Services } from '../services';
import { type ExperienceResource, toExperience } from './experiences';
import { searchTextOf } from './search';

const LIMIT = 4000;
const clip = (text: string, max = LIMIT) => (text.length > max ? text.slice(0, max) : text);
/** A list entry of the experience (no `|`, at most 100 characters, as the contract's TextList). */
const entry = (text: string) => clip(text.replaceAll('|', '/'), 100);

/**
 * `POST /api/experiences/from-repair {order_id}`: the experience of a completed or checked repair order
 * in one step, prefilled from it. The order row is locked while its experience is written, so two
 * requests for one order make one entry (the second answers 400 naming order_id).
 */
export function experienceFromRepairHandlers(services: Services, resource: ExperienceResource): Pick<ServiceHandlers, 'createExperienceFromRepair'> {
  const guard = services.contract.validator<Schemas['ExperienceFromRepair']>('ExperienceFromRepair');
  return {
    async createExperienceFromRepair(request) {
      if (!guard(request.body)) throw ApiError.badRequest('error.badRequest');
      const orderId = request.body.order_id;
      const row = await writeIn(services, request, async (ctx) => {
        const [order] = await ctx.tx.select().from(repairOrders).where(eq(repairOrders.id, orderId)).for('update');
        if (!order || !canSee(await visibleCompanies(ctx.tx, ctx.auth, true), order.companyId)) throw ApiError.referenceNotFound('order_id');
        if (order.state !== 'completed' && order.state !== 'checked') throw ApiError.field('order_id', 'validation.transition', { values: 'experience', limit: order.state });
        const [taken] = await ctx.tx
          .select({ id: experiences.id })
          .from(experiences)
          .where(and(eq(experiences.companyId, order.companyId), sql`${order.code} = any(${experiences.workOrders})`))
          .limit(1);
        if (taken) throw ApiError.field('order_id', 'validation.taken');
        const [device] = await ctx.tx.select({ typeId: devices.typeId }).from(devices).where(eq(devices.id, order.deviceId));
        const [code] = await ctx.tx
          .select({ code: faultCodes.code })
          .from(faults)
          .innerJoin(faultCodes, eq(faultCodes.id, faults.faultCodeId))
          .where(eq(faults.workOrderId, order.id))
          .limit(1);
        const fields = {
          title: clip(order.title, 200),
          faultCode: clip(code?.code ?? '', 64),
          symptom: clip(order.description.trim() || order.title),
          cause: clip(order.cause),
          action: clip(order.actionTaken.trim() || order.title),
          parts: order.partsUsed.slice(0, 50).map((part) => entry(`${part.name} × ${part.quantity}${part.unit ? ` ${part.unit}` : ''}`)),
          tags: [],
        };
        const [inserted] = await ctx.tx
          .insert(experiences)
          .values({ companyId: order.companyId, deviceTypeId: device?.typeId ?? null, workOrders: [entry(order.code)], createdBy: ctx.auth.userId, ...fields, searchText: searchTextOf(fields.title, fields.faultCode, fields.tags, fields.symptom, fields.cause, fields.action, fields.parts) })
          .returning();
        if (!inserted) throw new Error('experiences: insert returned no row');
        await appendAudit(ctx.tx, {
          companyId: inserted.companyId,
          userId: ctx.auth.userId,
          action: 'experience.create_from_repair',
          entity: 'experience',
          entityId: inserted.id,
          after: { ...toExperience(inserted), repair_order_id: order.id },
          ip: ctx.ip,
        });
        return inserted;
      });
      return ok(resource.toDto(row));
    },
  };
}
