import { configureStore } from '@reduxjs/toolkit';
import { getToken, readCookie, writeCookie } from './cookies';
import { sessionSlice, profileLoaded } from './sessionSlice';
import { logout, resetToken, signIn } from './signOut';

const profile = {
  id: 1, username: 'ann', name: 'Ann', avatar: '', company: 'ACME', company_id: 1, parent_id: 0,
  parent_name: '', logo: '', abbreviation: 'AC', group_name: 'Admins', roles: ['admin'], permissions: ['admin'],
};

function setup() {
  const store = configureStore({ reducer: { session: sessionSlice.reducer } });
  signIn(store.dispatch, 'tok-9');
  store.dispatch(profileLoaded(profile));
  writeCookie('login', '1');
  return store;
}

describe('sign-in and sign-out', () => {
  it('keeps the token in the Admin-Token cookie and the session', () => {
    const store = setup();
    expect(readCookie('Admin-Token')).toBe('tok-9');
    expect(store.getState().session).toMatchObject({ token: 'tok-9', roles: ['admin'] });
  });

  it('resetToken forgets token and roles without the server', () => {
    const store = setup();
    resetToken(store.dispatch);
    expect(getToken()).toBeUndefined();
    expect(store.getState().session).toEqual({ token: null, profile: null, roles: [], grants: [] });
  });

  it('logout ends the server session, clears everything and reloads /login with the current page', async () => {
    const store = setup();
    const endServerSession = jest.fn(async () => null);
    const assign = jest.fn();
    await logout({ endServerSession, dispatch: store.dispatch, location: { pathname: '/device/list', search: '?p=2', assign } });
    expect(endServerSession).toHaveBeenCalled();
    expect(getToken()).toBeUndefined();
    expect(readCookie('login')).toBeUndefined();
    expect(store.getState().session.roles).toEqual([]);
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fdevice%2Flist%3Fp%3D2');
  });

  it('logs out locally even when the server call fails', async () => {
    const store = setup();
    const assign = jest.fn();
    await logout({ endServerSession: () => Promise.reject(new Error('offline')), dispatch: store.dispatch, location: { pathname: '/', search: '', assign } });
    expect(getToken()).toBeUndefined();
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2F');
  });
});
