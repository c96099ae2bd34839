import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { DocumentRecord, StoredFile } from '@om/api';
import { useCanAction, useCanOperation } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { ResourceListPage } from '../../../shared/resource';
import { FilePreviewDialog } from '../shared/FilePreviewDialog';
import { useFileMenuItems } from '../shared/useFileMenuItems';
import { documents } from './documents.resource';
import { NewVersionDialog, VersionsDialog } from './VersionDialogs';

/**
 * /files/filesList: the document library. Each row previews (PDF, images) or downloads its newest
 * version, lists every version, and takes a new version (the old ones are kept).
 */
export function DocumentsPage() {
  const { t } = useTranslation('files');
  // A new version is an edit of the row whose file is a new upload (uploads need the page's create action).
  const mayEdit = useCanOperation('addDocumentVersion');
  const mayUpload = useCanAction(['dataFilesList'], 'create');
  const mayAddVersion = mayEdit && mayUpload;
  const [preview, setPreview] = useState<StoredFile>();
  const [versionsOf, setVersionsOf] = useState<DocumentRecord>();
  const [newVersionOf, setNewVersionOf] = useState<DocumentRecord>();
  const files = useFileMenuItems(setPreview);
  return (
    <>
      <ResourceListPage
        resource={documents}
        rowMenu={(row) => [
          ...files.itemsOf(row.file),
          { key: 'versions', label: t('versions.list'), onSelect: () => setVersionsOf(row) },
          ...(mayAddVersion ? [{ key: 'new-version', label: t('versions.new'), onSelect: () => setNewVersionOf(row) }] : []),
        ]}
      />
      {files.problem && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {files.problem}
        </Text>
      )}
      <VersionsDialog document={versionsOf} onClose={() => setVersionsOf(undefined)} onPreview={setPreview} />
      <NewVersionDialog document={newVersionOf} onClose={() => setNewVersionOf(undefined)} />
      <FilePreviewDialog file={preview} onClose={() => setPreview(undefined)} />
    </>
  );
}
