import { Box, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from '@om/i18n';
import { isRecord } from '@om/core';

export interface ChangedKey {
  key: string;
  before: unknown;
  after: unknown;
}

/** Keys that `version` and `updated_at` change on every write: not a change anyone made. */
const BOOKKEEPING = new Set(['version', 'updated_at']);

/**
 * The keys whose values differ between two snapshots of a row (a creation has no `before`, a
 * deletion no `after`: then every key is listed). Bookkeeping keys are left out of updates.
 */
export function changedKeys(before: unknown, after: unknown): ChangedKey[] {
  const old = isRecord(before) ? before : {};
  const next = isRecord(after) ? after : {};
  const update = isRecord(before) && isRecord(after);
  const keys = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return keys
    .filter((key) => !(update && BOOKKEEPING.has(key)))
    .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(next[key]))
    .map((key) => ({ key, before: old[key], after: next[key] }));
}

export function showValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A list of names that changed (a role's permissions): what was added and what was removed. */
export function listChange(before: unknown, after: unknown): { added: string[]; removed: string[] } | undefined {
  const old = before ?? [];
  const next = after ?? [];
  if (!isTextList(old) || !isTextList(next)) return undefined;
  return { added: next.filter((item) => !old.includes(item)), removed: old.filter((item) => !next.includes(item)) };
}

export interface ChangeDiffProps {
  before: unknown;
  after: unknown;
  /** Names a key for people (a field label); the key itself when unknown. */
  labelOf?(key: string): string;
  /** Names one item of a list value for people (a permission's name); the item itself when unknown. */
  itemLabel?(key: string, item: string): string;
  caption?: string;
}

/** Before and after side by side, one row per changed key. */
export function ChangeDiff({ before, after, labelOf = (key) => key, itemLabel = (_key, item) => item, caption }: ChangeDiffProps) {
  const { t } = useTranslation('resource');
  const changes = changedKeys(before, after);
  if (changes.length === 0) return <Text color="fg.muted">{t('detail.noChanges')}</Text>;
  return (
    <Box overflowX="auto">
      <Table.Root recipe={tableSlotRecipe} size="sm" variant="outline">
        <Table.Caption srOnly>{caption ?? t('detail.changes')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('detail.field')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('detail.before')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('detail.after')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {changes.map((change) => {
            const list = listChange(change.before, change.after);
            const names = (items: readonly string[]) => items.map((item) => itemLabel(change.key, item)).join(', ');
            return (
              <Table.Row key={change.key}>
                <Table.Cell fontWeight="medium">{labelOf(change.key)}</Table.Cell>
                <Table.Cell bg="red.subtle" wordBreak="break-word" maxWidth="sm">
                  {list ? (list.removed.length ? t('audit.removed', { names: names(list.removed) }) : '—') : showValue(change.before)}
                </Table.Cell>
                <Table.Cell bg="green.subtle" wordBreak="break-word" maxWidth="sm">
                  {list ? (list.added.length ? t('audit.added', { names: names(list.added) }) : '—') : showValue(change.after)}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
