import type { ScheduledTaskDetail, StandardItem, TaskResult } from '@om/api';

/** One (device, item) answer as the form keeps it: a reading as typed text, a yes/no as 'ok' / 'bad' / ''. */
export interface ResultDraft {
  value: string;
  note: string;
}

export const pairKey = (deviceId: number, itemKey: string) => `${deviceId}:${itemKey}`;

export function draftsOf(task: ScheduledTaskDetail): Record<string, ResultDraft> {
  const drafts: Record<string, ResultDraft> = {};
  for (const result of task.results) {
    const value = result.reading !== null ? String(result.reading) : result.ok === null ? '' : result.ok ? 'ok' : 'bad';
    drafts[pairKey(result.device_id, result.item_key)] = { value, note: result.note };
  }
  return drafts;
}

/** Out of its bounds (the server judges the same way when it stores the reading). */
export function outOfBounds(item: StandardItem, text: string): boolean {
  if (item.check_type !== 'numeric' || text.trim() === '') return false;
  const reading = Number(text);
  if (Number.isNaN(reading)) return false;
  const low = item.low ?? null;
  const high = item.high ?? null;
  return (low !== null && reading < low) || (high !== null && reading > high);
}

/** The answered pairs as the contract's results (unanswered pairs are left out). */
export function toResults(task: ScheduledTaskDetail, drafts: Record<string, ResultDraft>): TaskResult[] {
  const results: TaskResult[] = [];
  for (const deviceId of task.device_ids) {
    for (const item of task.items) {
      const draft = drafts[pairKey(deviceId, item.key)];
      if (!draft || draft.value.trim() === '') continue;
      const note = draft.note.trim() ? { note: draft.note.trim() } : {};
      if (item.check_type === 'numeric') {
        const reading = Number(draft.value);
        if (!Number.isNaN(reading)) results.push({ device_id: deviceId, item_key: item.key, reading, ...note });
      } else {
        results.push({ device_id: deviceId, item_key: item.key, ok: draft.value === 'ok', ...note });
      }
    }
  }
  return results;
}

/**
 * What the form's drafts are based on: the stored results and minutes. Saving a photo or a part
 * changes the task (version, photos, parts) but not this, so the unsaved readings stay.
 */
export function storedResultsKey(task: ScheduledTaskDetail): string {
  return `${task.id}|${task.minutes_spent}|${JSON.stringify(task.results)}`;
}
