import { ALL_PERMISSIONS, isPermission } from '@om/auth/core';
import { DEMO_ACCOUNTS, DEMO_ROLE_PERMISSIONS } from './demo-roles';

describe('demo roles', () => {
  it('use only names of the permission vocabulary, never the platform role', () => {
    for (const names of Object.values(DEMO_ROLE_PERMISSIONS)) {
      expect(names.filter((name) => !isPermission(name))).toEqual([]);
      expect(names).not.toContain('admin');
    }
  });

  it('keep user and role administration away from the manager', () => {
    expect(DEMO_ROLE_PERMISSIONS.manager).not.toEqual(expect.arrayContaining(['userList']));
    expect(DEMO_ROLE_PERMISSIONS.manager).not.toContain('groupList');
    expect(DEMO_ROLE_PERMISSIONS.manager).toContain('deviceList');
    expect(DEMO_ROLE_PERMISSIONS.companyAdministrator).toEqual([...ALL_PERMISSIONS]);
  });

  it('give the viewer list pages only', () => {
    expect(DEMO_ROLE_PERMISSIONS.viewer.every((name) => name.endsWith('List'))).toBe(true);
  });

  it('have one account per typical role plus the second company', () => {
    expect(DEMO_ACCOUNTS.map((account) => account.username)).toEqual(['admin', 'manager', 'technician', 'storekeeper', 'viewer', 'other']);
  });
});
