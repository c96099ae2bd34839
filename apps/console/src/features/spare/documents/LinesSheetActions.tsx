import { Button } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import {
  exportSpareDocumentLines, useImportSpareStockInLinesMutation, useImportSpareStockOutLinesMutation, useImportSpareSupplyOutLinesMutation,
  type SpareDocumentKind, type SpareDocumentRecord,
} from '@om/api';
import { useCanOperation } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { ExportButton, ImportDialog } from '@om/ui';
import type { CsvImportRequest, CsvImportResult, MutationHook } from '../../../shared/resource';
import { useCsvExport, useCsvImport } from '../../../shared/resource/useCsv';

const IMPORT_HOOKS = { in: useImportSpareStockInLinesMutation, out: useImportSpareStockOutLinesMutation, supply: useImportSpareSupplyOutLinesMutation } as const;
const OPERATIONS = {
  in: { exportLines: 'exportSpareStockInLines', importLines: 'importSpareStockInLines' },
  out: { exportLines: 'exportSpareStockOutLines', importLines: 'importSpareStockOutLines' },
  supply: { exportLines: 'exportSpareSupplyOutLines', importLines: 'importSpareSupplyOutLines' },
} as const;

/** The document's lines as CSV / Excel, and (on a draft) lines added from such a file, with the per-row report. */
export function LinesSheetActions({ kind, document }: { kind: SpareDocumentKind; document: SpareDocumentRecord }) {
  const { t } = useTranslation('spare');
  const mayExport = useCanOperation(OPERATIONS[kind].exportLines);
  const mayImport = useCanOperation(OPERATIONS[kind].importLines);
  const [send, state] = IMPORT_HOOKS[kind]();
  const [importing, setImporting] = useState(false);
  const useBoundImport: MutationHook<CsvImportRequest, CsvImportResult> = useCallback(() => [(body: CsvImportRequest) => send({ id: document.id, body }), state] as const, [send, state, document.id]);
  const csvImport = useCsvImport(useBoundImport);
  const run = useCallback((query: { format?: 'csv' | 'xlsx' }) => exportSpareDocumentLines(kind, document.id, query), [kind, document.id]);
  const csvExport = useCsvExport(run, {});
  return (
    <>
      {mayExport && <ExportButton {...csvExport} />}
      {mayImport && document.status === 'draft' && (
        <>
          <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
            {t('documents.importLines')}
          </Button>
          <ImportDialog open={importing} title={t('documents.importLinesTitle', { number: document.number })} onClose={() => setImporting(false)} {...csvImport} />
        </>
      )}
    </>
  );
}
