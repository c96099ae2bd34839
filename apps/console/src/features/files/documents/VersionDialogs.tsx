import { Button, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe, fieldSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useAddDocumentVersionMutation, useListDocumentVersionsQuery, type DocumentRecord, type StoredFile } from '@om/api';
import { formatDateTime, useTranslation } from '@om/i18n';
import { DataTable, formatBytes, RowActionsMenu, showSuccess } from '@om/ui';
import { failureMessage, settled, UserName } from '../../../shared/resource';
import { useFileMenuItems } from '../shared/useFileMenuItems';
import { FileUpload } from '../shared/FileUploadField';

interface DialogShellProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: React.ReactNode;
  footer?: React.ReactNode;
}

export function DialogShell({ open, title, onClose, children, footer }: DialogShellProps) {
  return (
    <Dialog.Root recipe={dialogSlotRecipe} open={open} onOpenChange={(details) => !details.open && onClose()} size="lg" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Upload a new version of a document: the old versions stay in its history. */
export function NewVersionDialog({ document, onClose }: { document: DocumentRecord | undefined; onClose(): void }) {
  const { t } = useTranslation('files');
  const [fileId, setFileId] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const [add, { isLoading }] = useAddDocumentVersionMutation();
  const close = () => {
    setFileId('');
    setNote('');
    setProblem(undefined);
    onClose();
  };
  const save = async () => {
    if (!document) return;
    if (!fileId) return setProblem(t('versions.fileRequired'));
    const outcome = settled(await add({ id: document.id, body: { file_id: Number(fileId), note: note.trim(), version: document.version } }));
    if (!outcome.ok) return setProblem(failureMessage(outcome.error, t('versions.failed')));
    showSuccess(t('versions.added', { title: document.title, number: outcome.data.current_version }));
    close();
  };
  return (
    <DialogShell
      open={document !== undefined}
      title={t('versions.newTitle', { title: document?.title ?? '' })}
      onClose={close}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t('versions.cancel')}
          </Button>
          <Button colorPalette="brand" loading={isLoading} onClick={() => void save()}>
            {t('versions.save')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <FileUpload purpose="document" label={t('versions.file')} onUploaded={setFileId} />
        <Field.Root recipe={fieldSlotRecipe}>
          <Field.Label>{t('versions.note')}</Field.Label>
          <Input value={note} maxLength={500} onChange={(event) => setNote(event.currentTarget.value)} />
        </Field.Root>
        {problem && (
          <Text role="alert" color="fg.error">
            {problem}
          </Text>
        )}
      </Stack>
    </DialogShell>
  );
}

/** Every version of a document, newest first, each to preview or download. */
export function VersionsDialog({ document, onClose, onPreview }: { document: DocumentRecord | undefined; onClose(): void; onPreview(file: StoredFile): void }) {
  const { t } = useTranslation('files');
  const { data, isFetching } = useListDocumentVersionsQuery(document?.id ?? 0, { skip: !document });
  const title = t('versions.title', { title: document?.title ?? '' });
  const files = useFileMenuItems(onPreview);
  return (
    <DialogShell open={document !== undefined} title={title} onClose={onClose} footer={<Button onClick={onClose}>{t('preview.close')}</Button>}>
      <DataTable
        caption={title}
        loading={isFetching}
        rows={data?.items ?? []}
        rowId={(row) => row.id}
        rowLabel={(row) => t('versions.number', { number: row.number })}
        emptyText={t('versions.none')}
        columns={[
          { key: 'number', header: t('versions.columns.number'), cell: (row) => t('versions.number', { number: row.number }) },
          { key: 'file', header: t('versions.columns.file'), cell: (row) => `${row.file.name} · ${formatBytes(row.file.size)}` },
          { key: 'note', header: t('versions.columns.note'), cell: (row) => row.note },
          { key: 'created_by', header: t('versions.columns.createdBy'), cell: (row) => <UserName id={row.created_by} /> },
          { key: 'created_at', header: t('versions.columns.createdAt'), cell: (row) => formatDateTime(row.created_at) },
        ]}
        rowActions={(row) => (
          <RowActionsMenu label={t('resource:list.actionsFor', { name: `${document?.title ?? ''} ${t('versions.number', { number: row.number })}` })} items={files.itemsOf(row.file)} />
        )}
      />
      {files.problem && (
        <Text role="alert" color="fg.error">
          {files.problem}
        </Text>
      )}
    </DialogShell>
  );
}
