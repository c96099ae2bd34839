import type { DueState } from '@om/api';
import type { TagColor } from '@om/ui';

/** A statutory inspection is due soon when it falls within this many days (today included). */
export const DUE_SOON_DAYS = 30;
const DAY_MS = 86_400_000;

/** Whole days from `today` to `day` (both YYYY-MM-DD; negative when `day` is past). */
export function daysBetween(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** The rule the server applies (server-local days): overdue before today, due soon up to 30 days ahead. */
export function dueStateOn(nextInspection: string, today: string): DueState {
  const days = daysBetween(today, nextInspection);
  if (days < 0) return 'overdue';
  return days <= DUE_SOON_DAYS ? 'due_soon' : 'ok';
}

/** How a row shows its due state: a tag (colour and text, never colour alone) and whether the row is tinted. */
export interface DueHighlight {
  state: DueState;
  color: TagColor;
  /** i18n key (device namespace) and its count. */
  text: { key: string; count: number };
  /** Tinted rows stand out in the list (due within 30 days or overdue). */
  highlighted: boolean;
}

export function dueHighlight(row: { due_state: DueState; days_until_due: number }): DueHighlight {
  const days = row.days_until_due;
  switch (row.due_state) {
    case 'overdue':
      return { state: 'overdue', color: 'red', text: { key: 'due.overdue', count: Math.max(1, -days) }, highlighted: true };
    case 'due_soon':
      return { state: 'due_soon', color: 'orange', text: days <= 0 ? { key: 'due.today', count: 0 } : { key: 'due.soon', count: days }, highlighted: true };
    case 'ok':
      return { state: 'ok', color: 'green', text: { key: 'due.ok', count: days }, highlighted: false };
  }
}

/** The list's row tints, keyed by the tag's `data-due` (a row holding an overdue tag is tinted red). */
export const DUE_ROW_TINT = {
  '& tbody tr:has([data-due="overdue"]) > td': { bg: 'red.subtle' },
  '& tbody tr:has([data-due="due_soon"]) > td': { bg: 'orange.subtle' },
} as const;
