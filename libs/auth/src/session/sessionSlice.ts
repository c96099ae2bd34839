import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Profile } from '@om/api';

export interface SessionState {
  token: string | null;
  profile: Profile | null;
  /** Empty until the profile has been fetched (the guard fetches it on the first navigation). */
  roles: string[];
  /** The grants `page:action` of the profile (`admin` for the platform administrator): what the screen offers. */
  grants: string[];
}

const signedOut: SessionState = { token: null, profile: null, roles: [], grants: [] };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: signedOut,
  reducers: {
    tokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    profileLoaded(state, action: PayloadAction<Profile>) {
      state.profile = action.payload;
      state.roles = [...action.payload.roles];
      state.grants = [...action.payload.permissions];
    },
    /** Token, profile and roles are gone; other slices (visited tabs) listen to this too. */
    sessionCleared() {
      return signedOut;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectProfile: (state) => state.profile,
    selectRoles: (state) => state.roles,
    selectGrants: (state) => state.grants,
  },
});

export const { tokenReceived, profileLoaded, sessionCleared } = sessionSlice.actions;
export const { selectToken, selectProfile, selectRoles, selectGrants } = sessionSlice.selectors;

/** The state a fresh page starts with: the token from the cookie, nothing else. */
export function initialSession(token: string | undefined): SessionState {
  return { ...signedOut, token: token ?? null };
}

/** The part of an app's root state this library reads. */
export interface SessionRootState {
  session: SessionState;
}
