import { ADMIN_ROLE, ALL_PERMISSIONS, isPermission, type Permission } from './permissions';

/**
 * What a role may do on a page. A role holds grants `page:action` (`deviceList:create`); the
 * profile's `roles` (the menu contract) are the pages of which it holds any action.
 */
export const ACTIONS = ['view', 'create', 'edit', 'delete', 'import', 'export', 'approve'] as const;
export type Action = (typeof ACTIONS)[number];

const STANDARD: readonly Action[] = ['view', 'create', 'edit', 'delete', 'import', 'export'];
const WITH_APPROVAL: readonly Action[] = [...STANDARD, 'approve'];

/** Pages whose actions differ from the standard six. Pages not listed here have exactly those six. */
const PAGE_ACTIONS: Partial<Record<Permission, readonly Action[]>> = {
  companyInfo: ['view'],
  companyLogList: ['view', 'export'],
  userDetails: ['view'],
  approveList: ['view', 'approve'],
  approveProcess: ['view', 'approve'],
  deviceDetails: ['view'],
  spareDetails: ['view'],
  // Stock-takes live under the warehouses' page: confirming one posts stock documents (approve).
  spareWarehouseList: WITH_APPROVAL,
  spareWaring: ['view', 'export'],
  sparePickList: WITH_APPROVAL,
  spareInStockList: WITH_APPROVAL,
  spareOutStockList: WITH_APPROVAL,
  spareOutSupplyList: WITH_APPROVAL,
  purchasingList: WITH_APPROVAL,
  supplierPickOrderList: WITH_APPROVAL,
  sparecustomIndex: WITH_APPROVAL,
  repairList: WITH_APPROVAL,
  inspectionTaskList: WITH_APPROVAL,
  maintainTaskList: WITH_APPROVAL,
  overhaulTaskList: WITH_APPROVAL,
  overhaulCalendar: ['view'],
  calendarService: ['view'],
  applyWorkOrderList: WITH_APPROVAL,
};

export function actionsOf(page: Permission): readonly Action[] {
  return PAGE_ACTIONS[page] ?? STANDARD;
}

export function isAction(name: string): name is Action {
  return ACTIONS.some((action) => action === name);
}

export function grantOf(page: string, action: Action): string {
  return `${page}:${action}`;
}

export function parseGrant(grant: string): { page: Permission; action: Action } | undefined {
  const [page, action, extra] = grant.split(':');
  if (extra !== undefined || page === undefined || action === undefined) return undefined;
  if (!isPermission(page) || !isAction(action) || !actionsOf(page).includes(action)) return undefined;
  return { page, action };
}

export function isGrant(grant: string): boolean {
  return parseGrant(grant) !== undefined;
}

/** Every action of a page, as grants: what a page permission of the earlier model meant. */
export function allGrantsOf(page: Permission): string[] {
  return actionsOf(page).map((action) => grantOf(page, action));
}

export const ALL_GRANTS: readonly string[] = ALL_PERMISSIONS.flatMap(allGrantsOf);

/** The pages a set of grants opens, in vocabulary order: the profile's `roles`. */
export function pagesOf(grants: Iterable<string>): Permission[] {
  const pages = new Set<string>();
  for (const grant of grants) {
    const parsed = parseGrant(grant);
    if (parsed) pages.add(parsed.page);
  }
  return ALL_PERMISSIONS.filter((page) => pages.has(page));
}

/**
 * True when the holder of `grants` may do `action` on one of `pages` ([] = any signed-in user).
 * `grants` containing `admin` is the platform administrator, who may do everything.
 */
export function holdsAction(grants: ReadonlySet<string> | readonly string[], pages: readonly string[], action: Action): boolean {
  const has = (grant: string): boolean => ('has' in grants ? grants.has(grant) : grants.includes(grant));
  if (has(ADMIN_ROLE)) return true;
  if (pages.length === 0) return true;
  return pages.some((page) => has(grantOf(page, action)));
}
