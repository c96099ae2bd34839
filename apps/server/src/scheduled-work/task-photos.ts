import { holdsAction } from '@om/auth/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Schemas } from '../contract/handler-types';
import type { Database } from '../db/client';
import { storedFiles } from '../db/documents-schema';
import type { OwnerReader } from '../files/file-handlers';
import { type FileOwnerKind, toStoredFile } from '../files/stored-files';
import type { AuthContext } from '../session/auth-context';
import type { ScheduleKind } from './kinds';

/** At most this many photos per task. */
export const TASK_PHOTO_LIMIT = 20;

/** The file store's owner kind of a kind's task photos. */
export const TASK_FILE_OWNER: Record<ScheduleKind, FileOwnerKind> = { inspection: 'inspection_task', maintain: 'maintain_task', overhaul: 'overhaul_task' };

const READ_PAGES: Record<ScheduleKind, string[]> = {
  inspection: ['inspectionTaskList', 'inspectionList'],
  maintain: ['maintainTaskList', 'maintainList'],
  overhaul: ['overhaulTaskList', 'overhaulList', 'overhaulCalendar'],
};

export async function taskPhotos(db: Database, kind: ScheduleKind, taskId: number): Promise<Schemas['StoredFile'][]> {
  const rows = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerKind, TASK_FILE_OWNER[kind]), eq(storedFiles.ownerId, taskId)))
    .orderBy(asc(storedFiles.id));
  return rows.map(toStoredFile);
}

/**
 * Who may read a task's photo: whoever may read the task (its kind's task or plan page, and the task
 * visible to them — `isVisible` applies the company scope and the kind).
 */
export function taskPhotoReader(kind: ScheduleKind, isVisible: (db: Database, auth: AuthContext, taskId: number) => Promise<boolean>): OwnerReader {
  return async (db, auth, taskId) => holdsAction(auth.grants, READ_PAGES[kind], 'view') && (await isVisible(db, auth, taskId));
}
