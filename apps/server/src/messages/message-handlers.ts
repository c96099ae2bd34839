import type { ServiceHandlers } from '../contract/handler-types';
import { ApiError, ok } from '../http/envelope';
import { clientOf, signedIn } from '../http/request-context';
import type { Services } from '../services';
import {
  countMessages,
  deleteOwnMessage,
  latestMessages,
  listMessagePage,
  MESSAGE_TYPES,
  messagesSince,
  newestMessageTime,
} from './message-store';

const POLL_BATCH = 50;

export function messageHandlers(
  services: Services,
): Pick<ServiceHandlers, 'pollMessages' | 'listNotifications' | 'listMessages' | 'getMessageOptions' | 'deleteMessage'> {
  const { db, latestMessages: latest } = services;

  return {
    // The hottest path: every client every 10 s. Nothing new → answered from memory.
    async pollMessages(request) {
      const auth = signedIn(request);
      const since = request.query.t ?? 0;
      if (since === 0) return ok({ t: Date.now(), data: [] });
      let newest = latest.get(auth.userId);
      if (newest === undefined) {
        newest = await newestMessageTime(db, auth.userId);
        latest.set(auth.userId, newest);
      }
      if (newest <= since) return ok({ t: since, data: [] });
      const rows = await messagesSince(db, auth.userId, since, POLL_BATCH);
      const last = rows[rows.length - 1];
      return ok({
        t: last ? last.createdAt.getTime() : since,
        data: rows.map((row) => ({ id: row.id, flag: row.title, content: row.content })),
      });
    },

    async listNotifications(request) {
      const auth = signedIn(request);
      const [items, counts] = await Promise.all([latestMessages(db, auth.userId, request.query.limit ?? 20), countMessages(db, auth.userId)]);
      return ok({ items, total: counts.total, unread: counts.unread });
    },

    async listMessages(request) {
      const auth = signedIn(request);
      const { page = 1, limit = 20, sort = '-created_at', type, status, keyword } = request.query;
      return ok(await listMessagePage(db, auth.userId, { type, status, keyword }, { page, limit, sort }));
    },

    async getMessageOptions(request) {
      signedIn(request);
      return ok({
        types: MESSAGE_TYPES.map((type) => ({ value: type, label: `message.type.${type}` })),
        statuses: ['unread', 'read'].map((status) => ({ value: status, label: `message.status.${status}` })),
      });
    },

    async deleteMessage(request) {
      const auth = signedIn(request);
      // The console repeats the id as a query parameter; a different one is a confused request.
      if (request.query.id !== undefined && request.query.id !== request.params.id) {
        throw ApiError.badRequest('validation.invalid', { field: 'id' });
      }
      const deleted = await deleteOwnMessage(db, { userId: auth.userId, companyId: auth.companyId, ip: clientOf(request).ip }, request.params.id);
      if (!deleted) throw ApiError.notFound();
      return ok(null);
    },
  };
}
