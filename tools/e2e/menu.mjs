// The demo accounts and the top-level entries each must see in the "Main menu" navigation.
//
// Preferred source, derived at run time from the real declarations: the permission names the
// server gives each account (GET /user/user_info → roles, from apps/server/src/seed/demo-roles.ts)
// crossed with the console's route declarations (apps/console/src/features/*/routes.ts gathered by
// apps/console/src/app/routeRecords.ts) and the host's enabled modules (/c.bin), filtered with
// @om/auth's filters (groups whose every page is filtered out disappear), titled in English through
// libs/i18n/src/locales/en/route.json. See routes-loader.mjs.
// Fallback (only when those declarations cannot be loaded): the table below.
import { existsSync } from 'node:fs';
import { signIn } from '../test/lib/server.mjs';
import { ROUTE_RECORDS, loadMenuDeriver } from './routes-loader.mjs';

export const DEMO_ACCOUNTS = [
  { username: 'admin', password: 'Admin@12345' },
  { username: 'manager', password: 'Demo@12345' },
  { username: 'technician', password: 'Demo@12345' },
  { username: 'storekeeper', password: 'Demo@12345' },
  { username: 'viewer', password: 'Demo@12345' },
  { username: 'other', password: 'Demo@12345' },
];

/** Every possible top-level entry of the main menu, by module key, in English. */
export const MENU_TITLES = {
  dashboard: 'Dashboard',
  company: 'Company',
  system: 'System',
  device: 'Devices',
  remote: 'Remote monitoring',
  spare: 'Spare parts',
  files: 'Documents',
  errorPool: 'Fault pool',
  inspection: 'Inspection',
  maintain: 'Maintenance',
  overhaul: 'Overhaul',
  repair: 'Repair',
  diagn: 'Diagnosis',
  supplier: 'Suppliers',
  custom: 'Customers',
  office: 'Office',
};
const ALL = Object.values(MENU_TITLES);
const t = (...keys) => ['Dashboard', ...keys.map((k) => MENU_TITLES[k])];

// lead: verify — used only when the console's declarations cannot be loaded. Written from
// DEMO_ROLE_PERMISSIONS (apps/server/src/seed/demo-roles.ts): "Dashboard + every group holding at
// least one page the role may open". Pages without roles are open to every signed-in user (docs/product.md "Permissions"):
// System/message, Company's cloud dashboards and Remote's group state/data center/monitor center, so
// Company, System and Remote monitoring show for everyone. Only single pages are admin-only
// (system/correct, system/rules, supplier/purchase, office/sparePurchasing), so `other`, holding
// every permission name but not `admin`, still sees every group.
const OPEN = ['company', 'system', 'remote'];
export const FALLBACK_MENUS = {
  admin: ALL,
  other: ALL,
  // Everything except userList, userDetails, groupList, companyList.
  manager: ALL,
  technician: t(...OPEN, 'device', 'spare', 'files', 'errorPool', 'inspection', 'maintain', 'overhaul', 'repair'),
  storekeeper: t(...OPEN, 'spare', 'supplier', 'custom', 'office'),
  viewer: t(...OPEN, 'device', 'spare', 'errorPool', 'inspection', 'maintain', 'overhaul', 'repair'),
};

/** The module keys the host configuration (/c.bin) enables for the server's host name. */
async function enabledModules(baseURL) {
  let list;
  for (let attempt = 1; ; attempt++) {
    try {
      list = await (await fetch(`${baseURL}/c.bin`)).json();
      break;
    } catch (error) {
      // A dev server restarting after a rebuild answers an empty 502 for a moment.
      if (attempt >= 5) throw new Error(`GET /c.bin: ${error.message}`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  const host = new URL(baseURL).hostname;
  const entry = Array.isArray(list) ? list.find((c) => c.domain === host) : undefined;
  return entry?.modules?.map((m) => m.sk);
}

/** Map username → { titles, source }. */
export async function expectedMenus(baseURL) {
  const menus = new Map();
  let derive = null;
  let why = 'apps/console/src/app/routeRecords.ts does not exist yet';
  if (existsSync(ROUTE_RECORDS)) {
    try {
      derive = await loadMenuDeriver();
    } catch (error) {
      why = `could not load the console's route declarations: ${error.message.split('\n')[0]}`;
      console.warn(`[e2e] WARNING: ${why}; using the fallback table`);
    }
  }
  if (derive) {
    const sks = await enabledModules(baseURL);
    for (const a of DEMO_ACCOUNTS) {
      const token = await signIn(baseURL, a.username, a.password);
      const headers = { authorization: `Bearer ${token}` };
      const body = await (await fetch(`${baseURL}/user/user_info`, { headers })).json();
      if (body.code !== 20000) throw new Error(`profile of ${a.username}: ${JSON.stringify(body)}`);
      menus.set(a.username, { titles: derive(body.data.roles, sks), source: 'derived: profile roles × console routes' });
      await fetch(`${baseURL}/user/logout`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      }).catch(() => {});
    }
    return menus;
  }
  for (const a of DEMO_ACCOUNTS) {
    menus.set(a.username, { titles: FALLBACK_MENUS[a.username], source: `fallback table (${why}), lead: verify` });
  }
  return menus;
}
