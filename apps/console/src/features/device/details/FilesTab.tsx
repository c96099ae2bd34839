import { Box, Button, HStack, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { useDeleteDeviceFileMutation, useUploadDeviceFileMutation, type DeviceFile, type DeviceRecord } from '@om/api';
import { useCanOperation } from '@om/auth';
import { formatDateTime, useTranslation } from '@om/i18n';
import { ConfirmDialog, DataTable, Panel, RowActionsMenu, formatBytes, type RowMenuItem } from '@om/ui';
import { failureMessage, settled } from '../../../shared/resource';
import { FileUpload, useFileDownload, useFileObjectUrl, type FileRef } from '../../files';

/** A device's file in the store (entries that could not be moved from the old uploads folder have none). */
const storedRef = (file: DeviceFile): FileRef | undefined => (file.file_id > 0 ? { id: file.file_id, name: file.name } : undefined);

/** Choose a photo or document: it is streamed to the file store (with its progress), then attached to the device. */
function UploadForm({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('device');
  const [attach] = useUploadDeviceFileMutation();
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [round, setRound] = useState(0);

  const uploaded = async (fileId: string) => {
    if (!fileId) return;
    const outcome = settled(await attach({ id: deviceId, body: { file_id: Number(fileId) } }));
    setMessage(outcome.ok ? { ok: true, text: t('files.attached') } : { ok: false, text: failureMessage(outcome.error, t('files.failed')) });
    // A fresh input for the next file.
    setRound((value) => value + 1);
  };

  return (
    <Stack gap="2">
      <FileUpload key={round} purpose="device" label={t('files.choose')} onUploaded={(fileId) => void uploaded(fileId)} />
      <Text role="status" fontSize="sm" color={message?.ok ? 'fg.success' : 'fg.error'}>
        {message?.text}
      </Text>
    </Stack>
  );
}

/** A photo's thumbnail: its bytes fetched with the session (the store never serves files publicly). */
function Thumbnail({ file }: { file: DeviceFile }) {
  const preview = useFileObjectUrl(storedRef(file));
  return preview.url ? <chakra.img src={preview.url} alt={file.name} width="full" height="32" objectFit="cover" borderRadius="sm" /> : <Box height="32" bg="bg.muted" borderRadius="sm" />;
}

/** The device's photos (thumbnails) and documents, each to download, and to delete. */
export function FilesTab({ device }: { device: DeviceRecord }) {
  const { t } = useTranslation(['device', 'resource']);
  const mayUpload = useCanOperation('uploadDeviceFile');
  const mayDelete = useCanOperation('deleteDeviceFile');
  const { download, busy, problem: downloadProblem } = useFileDownload();
  const [removeFile, { isLoading }] = useDeleteDeviceFileMutation();
  const [deleting, setDeleting] = useState<DeviceFile>();
  const [problem, setProblem] = useState<string>();

  const confirmDelete = async () => {
    if (!deleting) return;
    const outcome = settled(await removeFile({ id: device.id, fileId: deleting.id }));
    if (outcome.ok) {
      setDeleting(undefined);
      setProblem(undefined);
    } else {
      setProblem(failureMessage(outcome.error, t('files.deleteFailed')));
    }
  };

  const downloadButton = (file: DeviceFile) => {
    const ref = storedRef(file);
    return (
      ref && (
        <Button size="xs" variant="ghost" loading={busy === ref.id} aria-label={t('files.downloadRow', { name: file.name })} onClick={() => void download(ref)}>
          {t('files.download')}
        </Button>
      )
    );
  };

  const deleteButton = (file: DeviceFile) =>
    mayDelete && (
      <Button size="xs" variant="ghost" colorPalette="red" aria-label={t('resource:list.deleteRow', { name: file.name })} onClick={() => setDeleting(file)}>
        {t('resource:list.delete')}
      </Button>
    );

  /** A document's Download and Delete, in its row's compact menu. */
  const menuItems = (file: DeviceFile): RowMenuItem[] => {
    const ref = storedRef(file);
    return [
      ...(ref ? [{ key: 'download', label: t('files.download'), onSelect: () => void download(ref) }] : []),
      ...(mayDelete ? [{ key: 'delete', label: t('resource:list.delete'), tone: 'danger' as const, onSelect: () => setDeleting(file) }] : []),
    ];
  };

  return (
    <Stack gap="4">
      {mayUpload && (
        <Panel title={t('files.upload')}>
          <UploadForm deviceId={device.id} />
        </Panel>
      )}
      {downloadProblem && (
        <Text role="alert" color="fg.error">
          {downloadProblem}
        </Text>
      )}
      <Panel title={t('files.photos')}>
        {device.photos.length === 0 ? (
          <Text color="fg.muted">{t('files.noPhotos')}</Text>
        ) : (
          <SimpleGrid as="ul" columns={{ base: 2, md: 4 }} gap="3" listStyleType="none" aria-label={t('files.photos')}>
            {device.photos.map((photo) => (
              <Box as="li" key={photo.id} borderWidth="1px" borderRadius="md" padding="2">
                <Thumbnail file={photo} />
                <Text fontSize="xs" truncate title={photo.name} marginTop="1">
                  {photo.name}
                </Text>
                <HStack justifyContent="space-between">
                  {downloadButton(photo)}
                  {deleteButton(photo)}
                </HStack>
              </Box>
            ))}
          </SimpleGrid>
        )}
      </Panel>
      <Panel title={t('files.documents')}>
        <DataTable<DeviceFile>
          caption={t('files.documents')}
          columns={[
            { key: 'name', header: t('files.name'), cell: (file) => file.name },
            { key: 'size', header: t('files.size'), align: 'end', cell: (file) => formatBytes(file.size) },
            { key: 'uploaded_at', header: t('files.uploadedAt'), cell: (file) => formatDateTime(file.uploaded_at) },
          ]}
          rows={device.files}
          rowId={(file) => device.files.indexOf(file)}
          rowLabel={(file) => file.name}
          rowActions={(file) => <RowActionsMenu label={t('resource:list.actionsFor', { name: file.name })} items={menuItems(file)} />}
          loading={false}
          emptyText={t('files.noDocuments')}
        />
      </Panel>
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('resource:confirm.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('resource:list.delete')}
        tone="danger"
        busy={isLoading}
        error={problem}
        onCancel={() => {
          setDeleting(undefined);
          setProblem(undefined);
        }}
        onConfirm={() => void confirmDelete()}
      >
        <Text>{t('files.deleteText')}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
