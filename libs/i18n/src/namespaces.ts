/** One JSON file per namespace per language under locales/<language>/; each language loads as one chunk. */
export const NAMESPACES = ['common', 'auth', 'route', 'layout', 'dashboard', 'message', 'wallboard', 'errors', 'format', 'shell', 'resource', 'system', 'company', 'device', 'profile', 'print'] as const;
export type Namespace = (typeof NAMESPACES)[number];
