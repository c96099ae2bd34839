import { useState } from 'react';
import type { ProcedureRecord, StoredFile } from '@om/api';
import { useCanAction, useCanOperation } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { ResourceListPage } from '../../../shared/resource';
import { FilePreviewDialog } from '../shared/FilePreviewDialog';
import { NewProcedureVersionDialog, ProcedureVersionsDialog } from './ProcedureDialogs';
import { procedures } from './procedures.resource';

/** /files/operationList: operating and safety procedures per device type, each version with the date it took effect. */
export function ProceduresPage() {
  const { t } = useTranslation('files');
  // A new version is an edit of the row whose file is a new upload (uploads need the page's create action).
  const mayEdit = useCanOperation('addProcedureVersion');
  const mayUpload = useCanAction(['dataOperationList'], 'create');
  const mayAddVersion = mayEdit && mayUpload;
  const [versionsOf, setVersionsOf] = useState<ProcedureRecord>();
  const [newVersionOf, setNewVersionOf] = useState<ProcedureRecord>();
  const [preview, setPreview] = useState<StoredFile>();
  return (
    <>
      <ResourceListPage
        resource={procedures}
        rowMenu={(row) => [
          { key: 'versions', label: t('versions.list'), onSelect: () => setVersionsOf(row) },
          ...(mayAddVersion ? [{ key: 'new-version', label: t('versions.new'), onSelect: () => setNewVersionOf(row) }] : []),
        ]}
      />
      <ProcedureVersionsDialog procedure={versionsOf} onClose={() => setVersionsOf(undefined)} onPreview={setPreview} />
      <NewProcedureVersionDialog procedure={newVersionOf} onClose={() => setNewVersionOf(undefined)} />
      <FilePreviewDialog file={preview} onClose={() => setPreview(undefined)} />
    </>
  );
}
