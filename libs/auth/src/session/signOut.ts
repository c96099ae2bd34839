import type { Dispatch } from '@reduxjs/toolkit';
import { loginRedirect } from '../core/redirect';
import { removeLoginCookie, removeToken, setToken } from './cookies';
import { sessionCleared, tokenReceived } from './sessionSlice';

export interface PageLocation {
  pathname: string;
  search: string;
  assign(url: string): void;
}

/** After a successful sign-in: the token goes to the cookie `Admin-Token` and the session. */
export function signIn(dispatch: Dispatch, token: string): void {
  setToken(token);
  dispatch(tokenReceived(token));
}

/** Forgets the token and roles without calling the server. */
export function resetToken(dispatch: Dispatch): void {
  removeToken();
  dispatch(sessionCleared());
}

export interface LogoutEffects {
  /** Ends the session on the server; a failure does not keep the user signed in. */
  endServerSession(): Promise<unknown>;
  dispatch: Dispatch;
  location: PageLocation;
}

/** Log out: server, token, roles, cookies, visited tabs, then a fresh page at /login?redirect=<current>. */
export async function logout({ endServerSession, dispatch, location }: LogoutEffects): Promise<void> {
  try {
    await endServerSession();
  } catch {
    // The request layer has told the user already; the local session ends regardless.
  }
  resetToken(dispatch);
  removeLoginCookie();
  location.assign(loginRedirect(location));
}
