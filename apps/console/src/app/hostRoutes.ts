import { joinPath, type RouteRecord } from '@om/auth';
import type { HostConfig } from '@om/api';

/** Deployments with `customer_mode` call the region page "customer management" (docs/product.md "Routes"). */
const CUSTOMER_MODE_TITLES: Record<string, string> = { '/system/region': 'system.regionAsCustomers' };

function retitle(records: readonly RouteRecord[], titles: Record<string, string>, parentPath = ''): RouteRecord[] {
  return records.map((record) => {
    const fullPath = joinPath(parentPath, record.path);
    const title = titles[fullPath] ?? record.title;
    return record.children
      ? { ...record, title, children: retitle(record.children, titles, fullPath) }
      : { ...record, title };
  });
}

/** The route declarations as this host shows them. */
export function routesForHost(records: readonly RouteRecord[], host: HostConfig): RouteRecord[] {
  return host.customer_mode ? retitle(records, CUSTOMER_MODE_TITLES) : [...records];
}
