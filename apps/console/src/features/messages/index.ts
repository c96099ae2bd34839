// What other features may use of the messages feature.

/** The message page, loaded on first visit (the system group mounts it at /system/message). */
export const messagePage = () => import('./pages/MessagePage').then((m) => m.MessagePage);

/** The message list's names, path and permissions (features/system mounts the page with them). */
export { messagesMeta } from './meta';
