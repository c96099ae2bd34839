import { resourceMeta } from '../../shared/resource/meta';

// The message list's names, path and permissions. The page reads these; features/system/routes.ts
// mounts the page under the system group with them.

/** Every signed-in user reads, marks and deletes their own messages (no page permission). */
export const messagesMeta = resourceMeta({
  name: 'messages',
  ns: 'message',
  routes: { list: '/system/message' },
  titles: { list: 'system.message' },
  permissions: { list: [] },
  writes: ['markMessagesRead', 'deleteMessage'],
});
