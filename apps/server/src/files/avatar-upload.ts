import { and, eq, ne, sql } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import type { ServiceHandlers } from '../contract/handler-types';
import type { Database } from '../db/client';
import { storedFiles } from '../db/documents-schema';
import { users } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { writeIn } from '../resource/write-context';
import type { Services } from '../services';
import { profileOf } from '../session/session-handlers';
import { receiveUpload } from './receive-upload';

export const AVATAR_MAX_BYTES = 512 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Where a stored avatar is read (the authorised download of the file store). */
export const avatarUrl = (fileId: number) => `/api/files/${fileId}`;

/**
 * Who may see an avatar: any signed-in user of a company they see (the download already checked the
 * file's company against the reader's visible companies), as long as the account exists — the same
 * people the colleague list shows them.
 */
export async function avatarReader(db: Database, _auth: unknown, userId: number): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return user !== undefined;
}

/**
 * POST /user/avatar: the picture is streamed into the file store (PNG, JPEG or WebP by content, at
 * most 512 KB), owned by the caller; the profile points at it and the previous avatar file is removed
 * once the change has committed.
 */
export function avatarHandlers(services: Services): Pick<ServiceHandlers, 'uploadAvatar'> {
  return {
    async uploadAvatar(request) {
      const upload = await receiveUpload(services, request, {
        maxBytes: AVATAR_MAX_BYTES,
        accept: AVATAR_TYPES,
        refusal: () => ApiError.field('file', 'validation.image', { limit: AVATAR_MAX_BYTES / 1024 }),
      });
      let userId: number;
      try {
        userId = await writeIn(services, request, async (ctx) => {
          const [before] = await ctx.tx
            .select({ avatar: users.avatar, version: users.version, companyId: users.companyId })
            .from(users)
            .where(eq(users.id, ctx.auth.userId))
            .for('update');
          if (!before) throw ApiError.sessionEnded();
          const [stored] = await ctx.tx
            .insert(storedFiles)
            .values({
              companyId: before.companyId, storageKey: upload.key, name: upload.name, contentType: upload.contentType, size: upload.size, sha256: upload.sha256,
              purpose: 'avatar', ownerKind: 'user', ownerId: ctx.auth.userId, uploadedBy: ctx.auth.userId,
            })
            .returning({ id: storedFiles.id });
          if (!stored) throw new Error('stored_files: insert returned no row');
          const url = avatarUrl(stored.id);
          await ctx.tx.update(users).set({ avatar: url, version: sql`${users.version} + 1`, updatedAt: new Date() }).where(eq(users.id, ctx.auth.userId));
          const previous = await ctx.tx
            .delete(storedFiles)
            .where(and(eq(storedFiles.ownerKind, 'user'), eq(storedFiles.ownerId, ctx.auth.userId), ne(storedFiles.id, stored.id)))
            .returning({ key: storedFiles.storageKey });
          ctx.afterCommit(() => {
            for (const file of previous) void services.files.remove(file.key).catch(() => undefined);
          });
          await appendAudit(ctx.tx, {
            companyId: before.companyId,
            userId: ctx.auth.userId,
            action: 'user.update_avatar',
            entity: 'user',
            entityId: ctx.auth.userId,
            before: { avatar: before.avatar, version: before.version },
            after: { avatar: url, version: before.version + 1, bytes: upload.size, content_type: upload.contentType, sha256: upload.sha256 },
            ip: ctx.ip,
          });
          return ctx.auth.userId;
        });
      } catch (error) {
        await services.files.remove(upload.key).catch(() => undefined);
        throw error;
      }
      const profile = await profileOf(services.db, userId);
      if (!profile) throw ApiError.sessionEnded();
      return ok(profile);
    },
  };
}
