import { mayActOn } from './authority';

const admin = { platformAdmin: true, grants: ['admin'] };
const users = { platformAdmin: false, grants: ['userList'] };
const manager = { platformAdmin: false, grants: ['userList', 'deviceList', 'spareList'] };

describe('mayActOn (the subset rule)', () => {
  it('lets the platform administrator act on anyone, the platform administrator included', () => {
    expect([mayActOn(admin, admin), mayActOn(admin, manager), mayActOn(admin, users)]).toEqual([true, true, true]);
  });

  it('lets nobody else act on the platform administrator, whatever they hold', () => {
    expect(mayActOn({ platformAdmin: false, grants: ['admin', 'userList', 'deviceList'] }, admin)).toBe(false);
    expect(mayActOn(manager, admin)).toBe(false);
  });

  it('allows a target whose grants are a subset of the actor’s, equal sets included', () => {
    expect(mayActOn(manager, users)).toBe(true);
    expect(mayActOn(manager, manager)).toBe(true);
    expect(mayActOn(users, { platformAdmin: false, grants: [] })).toBe(true);
  });

  it('refuses a target holding one grant the actor lacks', () => {
    expect(mayActOn(users, manager)).toBe(false);
    expect(mayActOn({ platformAdmin: false, grants: ['spareList:view'] }, { platformAdmin: false, grants: ['spareList:view', 'spareList:edit'] })).toBe(false);
  });
});
