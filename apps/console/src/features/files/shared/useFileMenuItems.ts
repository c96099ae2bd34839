import type { StoredFile } from '@om/api';
import { useTranslation } from '@om/i18n';
import type { RowMenuItem } from '@om/ui';
import { canPreview } from './FilePreviewDialog';
import { useFileDownload } from './useStoredFile';

/**
 * Preview (PDF, images, video) and Download of a stored file as items of a row's compact menu; `problem`:
 * why the last download failed (for an alert next to the list).
 */
export function useFileMenuItems(onPreview: (file: StoredFile) => void): { itemsOf(file: StoredFile): RowMenuItem[]; problem: string | undefined } {
  const { t } = useTranslation('files');
  const { download, problem } = useFileDownload();
  return {
    itemsOf: (file) => [
      ...(canPreview(file) ? [{ key: 'preview', label: t('preview.action'), onSelect: () => onPreview(file) }] : []),
      { key: 'download', label: t('download.short'), onSelect: () => void download(file) },
    ],
    problem,
  };
}
