import { act, renderHook } from '@testing-library/react';
import { memoryStorage } from '@om/shell-state';
import { COLUMNS_STORAGE_PREFIX, readHiddenColumns, useColumnVisibility } from './columnVisibility';

const columns = [{ key: 'username' }, { key: 'email' }, { key: 'phone', defaultHidden: true }];

describe('column visibility', () => {
  it('hides the default-hidden columns until the user chooses', () => {
    const { result } = renderHook(() => useColumnVisibility('users', columns, memoryStorage()));
    expect([...result.current.hidden]).toEqual(['phone']);
  });

  it('persists per resource, and a new page (or a reload) reads the choice back', () => {
    const storage = memoryStorage();
    const first = renderHook(() => useColumnVisibility('users', columns, storage));
    act(() => first.result.current.toggle('email', false));
    act(() => first.result.current.toggle('phone', true));
    expect([...first.result.current.hidden]).toEqual(['email']);
    expect(storage.getItem(`${COLUMNS_STORAGE_PREFIX}users`)).toBe('["email"]');
    first.unmount();

    const again = renderHook(() => useColumnVisibility('users', columns, storage));
    expect([...again.result.current.hidden]).toEqual(['email']);
    const roles = renderHook(() => useColumnVisibility('roles', columns, storage));
    expect([...roles.result.current.hidden]).toEqual(['phone']);
    act(() => again.result.current.reset());
    expect([...again.result.current.hidden]).toEqual([]);
  });

  it('uses the browser local storage by default and ignores bad or stale saved data', () => {
    localStorage.setItem(`${COLUMNS_STORAGE_PREFIX}users`, '["email","gone",3]');
    expect([...readHiddenColumns('users', ['username', 'email'])]).toEqual(['email']);
    localStorage.setItem(`${COLUMNS_STORAGE_PREFIX}users`, '{not json');
    expect([...readHiddenColumns('users', ['email'])]).toEqual([]);
    localStorage.clear();
  });
});
