import { Box, Button, Dialog, Portal, Stack, Text, chakra } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { StoredFile } from '@om/api';
import { useTranslation } from '@om/i18n';
import { PageLoading } from '@om/ui';
import { useFileDownload, useFileObjectUrl } from './useStoredFile';

export const canPreview = (file: StoredFile) => file.content_type === 'application/pdf' || file.content_type.startsWith('image/') || file.content_type.startsWith('video/');

/** Shows a PDF, an image or a video in the browser (fetched with the session, never a public link); other files download. */
export function FilePreviewDialog({ file, onClose }: { file: StoredFile | undefined; onClose(): void }) {
  const { t } = useTranslation('files');
  const preview = useFileObjectUrl(file);
  const { download, busy, problem } = useFileDownload();
  const title = file ? t('preview.title', { name: file.name }) : '';
  let body = null;
  if (file && preview.url) {
    if (file.content_type === 'application/pdf') body = <chakra.iframe src={preview.url} title={title} width="100%" height="70vh" border="1px solid" borderColor="border" />;
    else if (file.content_type.startsWith('image/')) body = <chakra.img src={preview.url} alt={file.name} maxHeight="70vh" marginX="auto" />;
    else if (file.content_type.startsWith('video/')) body = <chakra.video src={preview.url} controls aria-label={title} maxHeight="70vh" width="100%" />;
  }
  return (
    <Dialog.Root recipe={dialogSlotRecipe} open={file !== undefined} onOpenChange={(details) => !details.open && onClose()} size="xl" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {preview.loading && <PageLoading label={t('preview.loading')} />}
                {preview.problem && <Text role="alert">{preview.problem}</Text>}
                {file && !canPreview(file) && <Text>{t('preview.unsupported')}</Text>}
                <Box>{body}</Box>
                {problem && <Text role="alert" color="fg.error">{problem}</Text>}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('preview.close')}
              </Button>
              {file && (
                <Button colorPalette="brand" loading={busy === file.id} onClick={() => void download(file)}>
                  {t('download.action', { name: file.name })}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
