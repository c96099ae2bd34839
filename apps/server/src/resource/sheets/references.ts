import { ALL_GRANTS, ALL_PERMISSIONS } from '@om/auth/core';
import { and, asc, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, departments, devices, deviceTypes, regions, roles, users } from '../../db/schema';
import { spareCategories } from '../../db/spare-schema';
import { LANGUAGES, type Language } from '../../i18n/catalog';
import type { Visibility } from '../../org/company-scope';
import type { LoadedReference } from './declaration';
import { comparable, consoleText, type ValueCodec } from './labels';
import { type LookupSource, referenceTo } from './lookup';

/** Where the shared reference columns look (code or name among the caller's companies). */
export const SOURCES = {
  company: { table: companies, id: companies.id, companyId: companies.id, name: companies.name },
  role: { table: roles, id: roles.id, companyId: roles.companyId, name: roles.name },
  department: { table: departments, id: departments.id, companyId: departments.companyId, name: departments.name },
  region: { table: regions, id: regions.id, companyId: regions.companyId, name: regions.title },
  device: { table: devices, id: devices.id, companyId: devices.companyId, code: devices.code, name: devices.name },
  deviceType: { table: deviceTypes, id: deviceTypes.id, companyId: deviceTypes.companyId, code: deviceTypes.code, name: deviceTypes.name },
  spareCategory: { table: spareCategories, id: spareCategories.id, companyId: spareCategories.companyId, code: spareCategories.code, name: spareCategories.name },
  /** A user by username (written) or by username or display name (read). */
  user: { table: users, id: users.id, companyId: users.companyId, code: users.username, name: users.name },
} satisfies Record<string, LookupSource>;

/**
 * The reference columns several resources share: each written as the record's code (or its name),
 * read by code or name among the caller's companies; the plural ones are `|`-separated lists.
 */
export const companyReference: LoadedReference = referenceTo(SOURCES.company);
export const roleReference: LoadedReference = referenceTo(SOURCES.role);
export const departmentReference: LoadedReference = referenceTo(SOURCES.department);
export const regionReference: LoadedReference = referenceTo(SOURCES.region);
export const deviceReference: LoadedReference = referenceTo(SOURCES.device);
export const spareCategoryReference: LoadedReference = referenceTo(SOURCES.spareCategory);
export const userReference: LoadedReference = referenceTo(SOURCES.user);
export const usersReference: LoadedReference = referenceTo(SOURCES.user, { many: true });
export const rolesReference: LoadedReference = referenceTo(SOURCES.role, { many: true });
export const deviceTypesReference: LoadedReference = referenceTo(SOURCES.deviceType, { many: true });

function grantLabel(language: Language, grant: string): string | undefined {
  const [page = '', action] = grant.split(':');
  const pageLabel = consoleText(language, `system:permissions.${page}`);
  if (!pageLabel) return undefined;
  if (!action) return pageLabel;
  const actionLabel = consoleText(language, `system:permissionActions.${action}`);
  return actionLabel ? `${pageLabel} — ${actionLabel}` : undefined;
}

let grantIndex: Map<string, string> | undefined;

/** A role's grants (`deviceList:edit`) as "<page> — <action>" in the language; read back from any of the four. */
export const grantCodec: ValueCodec = {
  label: grantLabel,
  index: () => {
    if (!grantIndex) {
      grantIndex = new Map();
      for (const grant of [...ALL_PERMISSIONS, ...ALL_GRANTS]) {
        grantIndex.set(comparable(grant), grant);
        for (const language of LANGUAGES) {
          const text = grantLabel(language, grant);
          if (text) grantIndex.set(comparable(text), grant);
        }
      }
    }
    return grantIndex;
  },
};

/**
 * The code (or name) of the first record of `source` the caller sees, for a template's example row
 * (an example that names a record of the caller's company imports as it is).
 */
export async function firstVisible(db: Database, visibility: Visibility, source: LookupSource, where?: SQL): Promise<string> {
  const shown = source.code ?? source.name;
  const [row] = await db
    .select({ text: shown })
    .from(source.table)
    .where(and(visibility.all ? undefined : inArray(source.companyId, [...visibility.ids]), where))
    .orderBy(asc(source.id))
    .limit(1);
  return row ? String(row.text) : '';
}
