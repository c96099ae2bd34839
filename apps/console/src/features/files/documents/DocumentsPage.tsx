import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { DocumentRecord, StoredFile } from '@om/api';
import { useCanAction, useCanOperation } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { ResourceListPage } from '../../../shared/resource';
import { FileActions } from '../shared/FileActions';
import { FilePreviewDialog } from '../shared/FilePreviewDialog';
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
  return (
    <>
      <ResourceListPage
        resource={documents}
        rowActions={(row) => (
          <>
            <FileActions file={row.file} label={row.title} onPreview={setPreview} />
            <Button size="xs" variant="ghost" aria-label={t('versions.listOf', { title: row.title })} onClick={() => setVersionsOf(row)}>
              {t('versions.list')}
            </Button>
            {mayAddVersion && (
              <Button size="xs" variant="ghost" aria-label={t('versions.newOf', { title: row.title })} onClick={() => setNewVersionOf(row)}>
                {t('versions.new')}
              </Button>
            )}
          </>
        )}
      />
      <VersionsDialog document={versionsOf} onClose={() => setVersionsOf(undefined)} onPreview={setPreview} />
      <NewVersionDialog document={newVersionOf} onClose={() => setNewVersionOf(undefined)} />
      <FilePreviewDialog file={preview} onClose={() => setPreview(undefined)} />
    </>
  );
}
