export * from './core';
export * from './session/cookies';
export * from './session/sessionSlice';
export { signIn, resetToken, logout, type LogoutEffects, type PageLocation } from './session/signOut';
export { useLogout } from './session/useLogout';
export { useCan } from './can/useCan';
export { Can, type CanProps } from './can/Can';
export type { RouteRecord, RouteRole, PageLoader } from './routes/routeRecord';
export { createGuardLoader, GuardUnavailableError, type GuardWiring } from './guard/createGuardLoader';
