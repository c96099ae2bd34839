import { useState } from 'react';
import { fieldMessage, isApiFailure, isStaleVersion } from '@om/api';
import { useTranslation } from '@om/i18n';
import { showSuccess } from '@om/ui';
import { missingMutation } from './mutations';
import { failureMessage, settled } from './serverErrors';
import type { MutationHook, ResourceRow } from './types';
import { useUndoDelete } from './useUndoDelete';

/** A refused delete, said for people: `id: still in use by manager` → `still in use by manager`. */
export function deleteProblem(error: unknown, stale: string, fallback: string): string {
  if (isApiFailure(error) && isStaleVersion(error)) return stale;
  const message = failureMessage(error, fallback);
  const named = fieldMessage(message);
  return named?.field === 'id' ? named.text : message;
}

/**
 * Deleting one or more rows after a confirmation, each with the version that was read. What the
 * server refused stays in the dialog (e.g. a role still in use names its users); what was deleted is
 * said in a message, by name when `labelOf` names the rows, with Undo when `undo` names the server's entity.
 */
export function useDeleteRows<Row extends ResourceRow>(
  useRemove: MutationHook<{ id: number; version: number }, null> | undefined,
  labelOf?: (row: Row) => string,
  undo?: string,
) {
  const { t } = useTranslation('resource');
  const use: MutationHook<{ id: number; version: number }, null> = useRemove ?? missingMutation;
  const [remove, state] = use();
  const undoOf = useUndoDelete(undo);
  const [rows, setRows] = useState<readonly Row[]>([]);
  const [error, setError] = useState<string>();

  const ask = (targets: readonly Row[]) => {
    setError(undefined);
    setRows(targets);
  };
  const cancel = () => {
    setRows([]);
    setError(undefined);
  };

  /** True when every row was deleted. */
  const confirm = async (): Promise<boolean> => {
    const problems: string[] = [];
    const left: Row[] = [];
    const gone: Row[] = [];
    for (const row of rows) {
      const outcome = settled(await remove({ id: row.id, version: row.version ?? 1 }));
      if (!outcome.ok) {
        problems.push(deleteProblem(outcome.error, t('confirm.stale'), t('confirm.failed')));
        left.push(row);
      } else {
        gone.push(row);
      }
    }
    const [only] = gone;
    const name = only && gone.length === 1 && labelOf ? labelOf(only) : undefined;
    const action = undoOf(
      gone.map((row) => row.id),
      name,
    );
    if (name) showSuccess(t('done.deleted', { name }), undefined, undefined, action);
    else if (gone.length) showSuccess(t('done.deletedMany', { count: gone.length }), undefined, undefined, action);
    setRows(left);
    setError(problems.length ? [...new Set(problems)].join('\n') : undefined);
    return problems.length === 0;
  };

  return { rows, open: rows.length > 0, busy: state.isLoading, error, ask, cancel, confirm };
}
