import { MODULE_KEYS, type ModuleKey } from '@om/auth/core';
import { count } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import type { Database } from '../db/client';
import { type HostConfigBody, hostConfigs } from '../db/schema';

const MODULE_NAMES: Record<ModuleKey, string> = {
  company: '企业管理',
  system: '系统管理',
  device: '设备管理',
  remote: '远程监控',
  spare: '备品备件',
  files: '资料管理',
  errorPool: '隐患故障池',
  inspection: '巡检管理',
  maintain: '保养管理',
  overhaul: '检修管理',
  repair: '维修管理',
  diagn: '智能诊断',
  supplier: '供应商管理',
  custom: '客户管理',
  office: '行政办公',
};

/** The configuration a fresh installation answers for its own host: same-origin API, every module. */
export function defaultHostConfig(): HostConfigBody {
  return {
    uri: '',
    code: 'OM01',
    name_ii: '设备智能运维管理云平台',
    names: {
      zh: '设备智能运维管理云平台',
      en: 'Equipment O&M Cloud Platform',
      es: 'Plataforma de operación y mantenimiento de equipos',
      ja: '設備インテリジェント保守管理クラウド',
    },
    icon: '/logo.svg',
    lpic: '/login-bg.svg',
    theme: '#1890ff',
    attach: '',
    release: '1.0.0',
    modules: MODULE_KEYS.map((sk) => ({ sk, name: MODULE_NAMES[sk] })),
    encrypt: false,
    customer_mode: false,
  };
}

export const DEFAULT_HOST_DOMAINS = ['localhost', '127.0.0.1'];

/** Without any host configuration the console cannot start, so an empty table gets the local ones. */
export async function ensureDefaultHostConfigs(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(hostConfigs);
    if ((existing?.n ?? 0) > 0) return false;
    const values = DEFAULT_HOST_DOMAINS.map((domain) => ({ domain, config: defaultHostConfig() }));
    const inserted = await tx.insert(hostConfigs).values(values).returning({ id: hostConfigs.id });
    await appendAudit(tx, {
      companyId: null,
      userId: null,
      action: 'host_config.create_defaults',
      entity: 'host_config',
      entityId: null,
      after: { ids: inserted.map((row) => row.id), domains: DEFAULT_HOST_DOMAINS },
    });
    return true;
  });
}
