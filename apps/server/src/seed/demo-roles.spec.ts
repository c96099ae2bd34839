import { ALL_GRANTS, isGrant, pagesOf, parseGrant } from '@om/auth/core';
import { DEMO_ACCOUNTS, DEMO_ROLE_PERMISSIONS } from './demo-roles';

describe('demo roles', () => {
  it('use only grants of the permission vocabulary, never the platform role', () => {
    for (const grants of Object.values(DEMO_ROLE_PERMISSIONS)) {
      expect(grants.filter((grant) => !isGrant(grant))).toEqual([]);
      expect(grants).not.toContain('admin');
    }
  });

  it('keep user and role administration away from the manager', () => {
    const pages = pagesOf(DEMO_ROLE_PERMISSIONS.manager);
    expect(pages).not.toContain('userList');
    expect(pages).not.toContain('groupList');
    expect(DEMO_ROLE_PERMISSIONS.manager).toEqual(expect.arrayContaining(['deviceList:create', 'deviceList:delete', 'repairList:approve']));
    expect(DEMO_ROLE_PERMISSIONS.companyAdministrator).toEqual([...ALL_GRANTS]);
  });

  it('give the viewer the view action of list pages and nothing else', () => {
    expect(DEMO_ROLE_PERMISSIONS.viewer.map((grant) => parseGrant(grant)?.action)).toEqual(DEMO_ROLE_PERMISSIONS.viewer.map(() => 'view'));
    expect(pagesOf(DEMO_ROLE_PERMISSIONS.viewer).every((page) => page.endsWith('List'))).toBe(true);
  });

  it('have one account per typical role plus the second company', () => {
    expect(DEMO_ACCOUNTS.map((account) => account.username)).toEqual(['admin', 'manager', 'technician', 'storekeeper', 'viewer', 'other']);
  });
});
