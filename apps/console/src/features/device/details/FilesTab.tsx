import { Box, Button, HStack, Link as ChakraLink, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { resolveBaseUrl, useDeleteDeviceFileMutation, useUploadDeviceFileMutation, type DeviceFile, type DeviceRecord } from '@om/api';
import { useCanOperation } from '@om/auth';
import { formatDateTime, useTranslation } from '@om/i18n';
import { ConfirmDialog, DataTable, Panel, formatBytes } from '@om/ui';
import { failureMessage, settled } from '../../../shared/resource';
import { useHost } from '../../../shared/host/HostContext';
import { ACCEPTED_FILES, MAX_FILE_BYTES, fileProblem, readAsDataUrl } from './files';

type Stage = { kind: 'idle' } | { kind: 'reading'; share: number; name: string } | { kind: 'sending'; name: string };

/** Where a stored file is served (`/uploads/<name>` on the API's origin). */
function useFileHref() {
  const base = resolveBaseUrl(useHost().uri);
  return (file: DeviceFile) => new URL(file.url, `${base}/`).href;
}

/** Choose a photo or document; it is checked (type, at most 5 MB), read with its progress, then sent. */
function UploadForm({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('device');
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [upload] = useUploadDeviceFileMutation();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setMessage(undefined);
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) {
      setMessage({ ok: false, text: t(problem, { name: file.name, size: formatBytes(MAX_FILE_BYTES) }) });
      event.target.value = '';
      return;
    }
    let dataUrl: string;
    try {
      setStage({ kind: 'reading', share: 0, name: file.name });
      dataUrl = await readAsDataUrl(file, (share) => setStage({ kind: 'reading', share, name: file.name }));
    } catch {
      setStage({ kind: 'idle' });
      setMessage({ ok: false, text: t('files.unreadable', { name: file.name }) });
      return;
    }
    setStage({ kind: 'sending', name: file.name });
    const outcome = settled(await upload({ id: deviceId, body: { name: file.name.slice(0, 200), data_url: dataUrl } }));
    setStage({ kind: 'idle' });
    if (input.current) input.current.value = '';
    setMessage(outcome.ok ? { ok: true, text: t('files.uploaded', { name: file.name }) } : { ok: false, text: failureMessage(outcome.error, t('files.failed')) });
  };

  const busy = stage.kind !== 'idle';
  return (
    <Stack gap="2">
      <chakra.label htmlFor={inputId} fontSize="sm" fontWeight="medium">
        {t('files.choose')}
      </chakra.label>
      <chakra.input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPTED_FILES}
        aria-describedby={hintId}
        fontSize="sm"
        disabled={busy}
        onChange={(event) => void choose(event)}
      />
      <Text id={hintId} fontSize="xs" color="fg.muted">
        {t('files.hint', { size: formatBytes(MAX_FILE_BYTES) })}
      </Text>
      {stage.kind !== 'idle' && (
        <HStack gap="3">
          <chakra.progress
            aria-label={stage.kind === 'reading' ? t('files.reading', { name: stage.name }) : t('files.sending', { name: stage.name })}
            max={1}
            value={stage.kind === 'reading' ? stage.share : undefined}
            width="60"
          />
          <Text fontSize="sm">{stage.kind === 'reading' ? t('files.readingShare', { percent: Math.round(stage.share * 100) }) : t('files.sending', { name: stage.name })}</Text>
        </HStack>
      )}
      <Text role="status" fontSize="sm" color={message?.ok ? 'fg.success' : 'fg.error'}>
        {message?.text}
      </Text>
    </Stack>
  );
}

/** The device's photos (thumbnails) and documents, each to open or download, and to delete. */
export function FilesTab({ device }: { device: DeviceRecord }) {
  const { t } = useTranslation(['device', 'resource']);
  const mayUpload = useCanOperation('uploadDeviceFile');
  const mayDelete = useCanOperation('deleteDeviceFile');
  const href = useFileHref();
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

  const deleteButton = (file: DeviceFile) =>
    mayDelete && (
      <Button size="xs" variant="ghost" colorPalette="red" aria-label={t('resource:list.deleteRow', { name: file.name })} onClick={() => setDeleting(file)}>
        {t('resource:list.delete')}
      </Button>
    );

  return (
    <Stack gap="4">
      {mayUpload && (
        <Panel title={t('files.upload')}>
          <UploadForm deviceId={device.id} />
        </Panel>
      )}
      <Panel title={t('files.photos')}>
        {device.photos.length === 0 ? (
          <Text color="fg.muted">{t('files.noPhotos')}</Text>
        ) : (
          <SimpleGrid as="ul" columns={{ base: 2, md: 4 }} gap="3" listStyleType="none" aria-label={t('files.photos')}>
            {device.photos.map((photo) => (
              <Box as="li" key={photo.id} borderWidth="1px" borderRadius="md" padding="2">
                <ChakraLink href={href(photo)} target="_blank" rel="noopener noreferrer" display="block">
                  <chakra.img src={href(photo)} alt={photo.name} width="full" height="32" objectFit="cover" borderRadius="sm" />
                </ChakraLink>
                <Text fontSize="xs" truncate title={photo.name} marginTop="1">
                  {photo.name}
                </Text>
                <HStack justifyContent="space-between">
                  <ChakraLink href={href(photo)} download={photo.name} fontSize="xs" color="brand.fg" aria-label={t('files.downloadRow', { name: photo.name })}>
                    {t('files.download')}
                  </ChakraLink>
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
            {
              key: 'name',
              header: t('files.name'),
              cell: (file) => (
                <ChakraLink href={href(file)} target="_blank" rel="noopener noreferrer" color="brand.fg">
                  {file.name}
                </ChakraLink>
              ),
            },
            { key: 'size', header: t('files.size'), align: 'end', cell: (file) => formatBytes(file.size) },
            { key: 'uploaded_at', header: t('files.uploadedAt'), cell: (file) => formatDateTime(file.uploaded_at) },
          ]}
          rows={device.files}
          rowId={(file) => device.files.indexOf(file)}
          rowLabel={(file) => file.name}
          rowActions={(file) => (
            <HStack gap="1" justifyContent="flex-end">
              <ChakraLink href={href(file)} download={file.name} fontSize="sm" color="brand.fg" aria-label={t('files.downloadRow', { name: file.name })}>
                {t('files.download')}
              </ChakraLink>
              {deleteButton(file)}
            </HStack>
          )}
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
