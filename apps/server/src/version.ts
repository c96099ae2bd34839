/** Reported by /api/health; keep in step with apps/server/package.json. */
export const SERVER_VERSION = '0.1.0';
