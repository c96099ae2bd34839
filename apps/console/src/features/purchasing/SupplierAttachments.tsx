import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAttachSupplierFileMutation, useDeleteSupplierAttachmentMutation, useListSupplierAttachmentsQuery, type StoredFile, type SupplierRecord } from '@om/api';
import { useCanAction } from '@om/auth';
import { formatDateTime, useTranslation } from '@om/i18n';
import { ConfirmDialog, DataTable, formatBytes, RowActionsMenu, showSuccess } from '@om/ui';
import { failureMessage, settled, UserName } from '../../shared/resource';
import { FileUpload, useFileDownload } from '../files';

const SUPPLIER_PAGE = ['supplierSupplier'] as const;

/** The supplier's contracts and other files: a list with downloads, an upload that attaches at once, and removal. */
export function SupplierAttachments({ supplier }: { supplier: SupplierRecord }) {
  const { t } = useTranslation('purchasing');
  const canEdit = useCanAction(SUPPLIER_PAGE, 'edit');
  const canUpload = useCanAction(SUPPLIER_PAGE, 'create');
  const { data, isFetching } = useListSupplierAttachmentsQuery(supplier.id);
  const [attach] = useAttachSupplierFileMutation();
  const [remove, { isLoading: removing }] = useDeleteSupplierAttachmentMutation();
  const { download, problem: downloadProblem } = useFileDownload();
  const [round, setRound] = useState(0);
  const [problem, setProblem] = useState<string>();
  const [removal, setRemoval] = useState<{ file: StoredFile; error?: string }>();

  const attachUploaded = async (fileId: string) => {
    if (!fileId) return;
    setProblem(undefined);
    const outcome = settled(await attach({ id: supplier.id, body: { file_id: Number(fileId) } }));
    if (!outcome.ok) return setProblem(failureMessage(outcome.error, t('attachments.failed')));
    const file = outcome.data.find((item) => item.id === Number(fileId));
    showSuccess(t('attachments.attached', { name: file?.name ?? '', supplier: supplier.name }));
    setRound((value) => value + 1);
  };

  const confirmRemoval = async () => {
    if (!removal) return;
    const outcome = settled(await remove({ id: supplier.id, fileId: removal.file.id }));
    if (!outcome.ok) return setRemoval({ ...removal, error: failureMessage(outcome.error, t('attachments.removeFailed')) });
    showSuccess(t('attachments.removed', { name: removal.file.name, supplier: supplier.name }));
    setRemoval(undefined);
  };

  return (
    <Stack gap="4">
      <DataTable
        caption={t('tabs.attachments')}
        loading={isFetching}
        rows={data ?? []}
        rowId={(row) => row.id}
        rowLabel={(row) => row.name}
        emptyText={t('attachments.none')}
        columns={[
          { key: 'name', header: t('attachments.name'), cell: (row) => row.name },
          { key: 'size', header: t('attachments.size'), cell: (row) => formatBytes(row.size) },
          { key: 'uploaded_by', header: t('attachments.uploadedBy'), cell: (row) => <UserName id={row.uploaded_by} /> },
          { key: 'uploaded_at', header: t('attachments.uploadedAt'), cell: (row) => formatDateTime(row.uploaded_at) },
        ]}
        rowActions={(row) => (
          <RowActionsMenu
            label={t('resource:list.actionsFor', { name: row.name })}
            items={[
              { key: 'download', label: t('attachments.download'), onSelect: () => void download(row) },
              ...(canEdit ? [{ key: 'remove', label: t('attachments.remove'), tone: 'danger' as const, onSelect: () => setRemoval({ file: row }) }] : []),
            ]}
          />
        )}
      />
      {downloadProblem && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {downloadProblem}
        </Text>
      )}
      {canEdit && canUpload && (
        <Stack gap="1" maxW="lg">
          <FileUpload key={round} purpose="supplier" label={t('attachments.add')} onUploaded={(id) => void attachUploaded(id)} />
          {problem && (
            <Text role="alert" fontSize="sm" color="fg.error">
              {problem}
            </Text>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={removal !== undefined}
        title={t('attachments.removeTitle', { name: removal?.file.name ?? '' })}
        confirmLabel={t('attachments.remove')}
        tone="danger"
        busy={removing}
        error={removal?.error}
        onConfirm={() => void confirmRemoval()}
        onCancel={() => setRemoval(undefined)}
      >
        {t('attachments.removeText', { supplier: supplier.name })}
      </ConfirmDialog>
    </Stack>
  );
}
