import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { ProcedureRecord, StoredFile } from '@om/api';
import { useTranslation } from '@om/i18n';
import { ResourceListPage } from '../../../shared/resource';
import { FilePreviewDialog } from '../shared/FilePreviewDialog';
import { NewProcedureVersionDialog, ProcedureVersionsDialog } from './ProcedureDialogs';
import { procedures } from './procedures.resource';

/** /files/operationList: operating and safety procedures per device type, each version with the date it took effect. */
export function ProceduresPage() {
  const { t } = useTranslation('files');
  const [versionsOf, setVersionsOf] = useState<ProcedureRecord>();
  const [newVersionOf, setNewVersionOf] = useState<ProcedureRecord>();
  const [preview, setPreview] = useState<StoredFile>();
  return (
    <>
      <ResourceListPage
        resource={procedures}
        rowActions={(row, { mayWrite }) => (
          <>
            <Button size="xs" variant="ghost" aria-label={t('versions.listOf', { title: row.title })} onClick={() => setVersionsOf(row)}>
              {t('versions.list')}
            </Button>
            {mayWrite && (
              <Button size="xs" variant="ghost" aria-label={t('versions.newOf', { title: row.title })} onClick={() => setNewVersionOf(row)}>
                {t('versions.new')}
              </Button>
            )}
          </>
        )}
      />
      <ProcedureVersionsDialog procedure={versionsOf} onClose={() => setVersionsOf(undefined)} onPreview={setPreview} />
      <NewProcedureVersionDialog procedure={newVersionOf} onClose={() => setNewVersionOf(undefined)} />
      <FilePreviewDialog file={preview} onClose={() => setPreview(undefined)} />
    </>
  );
}
