import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import { regions } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import type { Services } from '../services';
import { companyScope, toCompany } from './company-scope';

type RegionRow = typeof regions.$inferSelect;

export function toRegionNode(row: RegionRow): Schemas['RegionNode'] {
  const node: Schemas['RegionNode'] = {
    id: row.id,
    title: row.title,
    parent_id: row.parentId ?? 0,
    level: row.level === 1 || row.level === 2 ? row.level : 3,
    company_id: row.companyId,
  };
  if (row.level === 3) {
    node.items_i = row.itemsI;
    node.items_option = row.itemsOption;
    node.device_sensor_ids = row.deviceSensorIds;
  }
  return node;
}

const REGION_ORDER: Record<'+id' | '-id' | '+title', SQL[]> = {
  '+id': [asc(regions.id)],
  '-id': [desc(regions.id)],
  '+title': [asc(regions.title), asc(regions.id)],
};

export function orgHandlers(services: Services): Pick<ServiceHandlers, 'listCompanies' | 'listRegions'> {
  const { db } = services;

  return {
    async listCompanies(request) {
      const auth = signedIn(request);
      const parentId = request.query.parent_id ?? 0;
      const scope = await companyScope(db, auth);
      let rows;
      if (parentId === 0) {
        // The top of what the caller may see: root companies for the platform, else their own company.
        rows = scope.all ? scope.rows.filter((row) => row.parentId === null) : scope.rows.filter((row) => row.id === auth.companyId);
      } else {
        rows = scope.ids.has(parentId) ? scope.rows.filter((row) => row.parentId === parentId) : [];
      }
      return ok([...rows].sort((a, b) => a.id - b.id).map(toCompany));
    },

    async listRegions(request) {
      const auth = signedIn(request);
      const { company_id: companyId = auth.companyId, parent_id: parentId, level, sort = '+id' } = request.query;
      if (companyId !== auth.companyId) {
        const scope = await companyScope(db, auth);
        if (!scope.ids.has(companyId)) throw ApiError.notFound();
      }
      const conditions: SQL[] = [eq(regions.companyId, companyId)];
      if (parentId !== undefined) conditions.push(parentId === 0 ? isNull(regions.parentId) : eq(regions.parentId, parentId));
      if (level !== undefined) conditions.push(eq(regions.level, level));
      const rows = await db
        .select()
        .from(regions)
        .where(and(...conditions))
        .orderBy(...REGION_ORDER[sort]);
      return ok(rows.map(toRegionNode));
    },
  };
}
