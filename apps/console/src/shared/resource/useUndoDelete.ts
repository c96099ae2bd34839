import { useRestoreDeletedMutation } from '@om/api';
import { useTranslation } from '@om/i18n';
import { showError, showSuccess, type ToastAction } from '@om/ui';
import { failureMessage, settled } from './serverErrors';

/**
 * The "Undo" of the message after a delete: asks the server to restore the deleted rows (`entity`
 * is the server's entity, e.g. `device`) and says how it went. None when the resource has no undo.
 */
export function useUndoDelete(entity: string | undefined): (ids: readonly number[], name: string | undefined) => ToastAction | undefined {
  const { t } = useTranslation('resource');
  const [restore] = useRestoreDeletedMutation();
  return (ids, name) => {
    if (!entity || ids.length === 0) return undefined;
    return {
      label: t('done.undo'),
      onClick: () => {
        void restore({ entity, ids: [...ids] }).then((result) => {
          const outcome = settled(result);
          if (outcome.ok) showSuccess(name && ids.length === 1 ? t('done.restored', { name }) : t('done.restoredMany', { count: ids.length }));
          else showError(t('done.restoreFailed', { reason: failureMessage(outcome.error, t('confirm.failed')) }));
        });
      },
    };
  };
}
