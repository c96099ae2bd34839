/** One JSON file per namespace per language under locales/<language>/; each language loads as one chunk. */
export const NAMESPACES = ['common', 'auth', 'route', 'layout', 'dashboard', 'message', 'wallboard', 'errors', 'format', 'shell', 'resource', 'system', 'company', 'device', 'profile', 'print', 'spare', 'repair', 'files', 'schedule', 'purchasing'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** What the first page (sign-in, /404, /401) needs; the signed-in shell adds SIGNED_IN_NAMESPACES, a module page the rest. */
export const BOOT_NAMESPACES = ['common', 'auth', 'route', 'errors'] as const satisfies readonly Namespace[];

/**
 * What the signed-in shell and its landing page add to the boot namespaces (`ensureLanguage(…, 'signedIn')`);
 * every other namespace (the modules') loads before the first module page shows.
 */
export const SIGNED_IN_NAMESPACES = ['layout', 'dashboard', 'message', 'format', 'shell'] as const satisfies readonly Namespace[];
