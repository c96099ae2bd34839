import { Button, HStack } from '@chakra-ui/react';
import type { StoredFile } from '@om/api';
import { useTranslation } from '@om/i18n';
import { canPreview } from './FilePreviewDialog';
import { useFileDownload } from './useStoredFile';

/** Preview (PDF, images, video) and Download buttons of one stored file, named for screen readers. */
export function FileActions({ file, label, onPreview }: { file: StoredFile; label: string; onPreview(file: StoredFile): void }) {
  const { t } = useTranslation('files');
  const { download, busy } = useFileDownload();
  return (
    <HStack gap="1">
      {canPreview(file) && (
        <Button size="xs" variant="ghost" aria-label={t('preview.actionOf', { name: label })} onClick={() => onPreview(file)}>
          {t('preview.action')}
        </Button>
      )}
      <Button size="xs" variant="ghost" loading={busy === file.id} aria-label={t('download.actionOf', { name: label })} onClick={() => void download(file)}>
        {t('download.short')}
      </Button>
    </HStack>
  );
}
