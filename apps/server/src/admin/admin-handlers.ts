import type { Services } from '../services';
import { shellHandlers } from '../shell/shell-handlers';
import { approvalHandlers, approvalResource } from './approvals';
import { auditEntityHandlers, auditLogResource } from './audit-log';
import { companyResource } from './companies';
import { correctable, correctionEffect, correctionHandlers, correctionResource } from './corrections';
import { departmentResource, departmentTreeHandlers } from './departments';
import { regionResource, regionTreeHandlers } from './regions';
import { permissionHandlers, roleResource } from './roles';
import { alarmRuleResource, dispatchRuleResource } from './rules';
import { userExtraHandlers, userResource } from './users';
import { purchaseApprovalEffect } from '../purchasing';
import { sparePickApprovalEffect } from '../spare';

/** Every resource of system administration, declared once each (see src/resource/define-resource.ts). */
export function adminResources(services: Services) {
  return {
    companies: companyResource(services),
    users: userResource(services),
    roles: roleResource(services),
    departments: departmentResource(services),
    regions: regionResource(services),
    approvals: approvalResource(services),
    corrections: correctionResource(services),
    dispatchRules: dispatchRuleResource(services),
    alarmRules: alarmRuleResource(services),
    auditLog: auditLogResource(services),
  };
}

export function adminHandlers(services: Services) {
  const r = adminResources(services);
  const targets = {
    company: correctable(r.companies),
    user: correctable(r.users),
    region: correctable(r.regions),
    department: correctable(r.departments),
  };
  return {
    ...r.companies.handlers,
    ...r.users.handlers,
    ...r.roles.handlers,
    ...r.departments.handlers,
    ...r.regions.handlers,
    ...r.approvals.handlers,
    ...r.corrections.handlers,
    ...r.dispatchRules.handlers,
    ...r.alarmRules.handlers,
    ...r.auditLog.handlers,
    ...userExtraHandlers(services, r.users),
    ...permissionHandlers(),
    ...auditEntityHandlers(services),
    ...departmentTreeHandlers(services, r.departments),
    ...regionTreeHandlers(services, r.regions),
    ...approvalHandlers(services, r.approvals, { correction: correctionEffect(targets), purchase: purchaseApprovalEffect, spare_pick: sparePickApprovalEffect }),
    ...correctionHandlers(services, targets),
    ...shellHandlers(services),
  };
}
