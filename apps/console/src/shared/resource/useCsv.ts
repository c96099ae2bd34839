import { useCallback, useState } from 'react';
import { useTranslation } from '@om/i18n';
import type { ImportMode, ImportOutcome } from '@om/ui';
import { missingMutation } from './mutations';
import { saveFile } from './saveFile';
import { failureMessage, settled } from './serverErrors';
import type { CsvExport, CsvImportRequest, CsvImportResult, ListQueryBase, MutationHook } from './types';

/** The list's query without paging: the export streams every matching row. */
export function exportQuery<Q extends ListQueryBase>(query: Q): Omit<Q, 'page' | 'limit'> {
  const { page, limit, ...rest } = query;
  void page;
  void limit;
  return rest;
}

/** Runs a CSV export of the filtered rows, tracking the bytes received, and saves the file. */
export function useCsvExport<Q extends ListQueryBase>(run: CsvExport<Q> | undefined, query: Q) {
  const [busy, setBusy] = useState(false);
  const [bytes, setBytes] = useState(0);
  const start = useCallback(async () => {
    if (!run) return;
    setBusy(true);
    setBytes(0);
    // A failure has been toasted by the error catalogue.
    const result = await run(exportQuery(query), { onProgress: setBytes });
    setBusy(false);
    if ('data' in result) saveFile(result.data);
  }, [run, query]);
  return { busy, bytes, onExport: () => void start() };
}

/** Sends a CSV import and answers the server's per-row report (with the mode it ran in), or a message. */
export function useCsvImport(useImport: MutationHook<CsvImportRequest, CsvImportResult> | undefined) {
  const { t } = useTranslation('resource');
  const use: MutationHook<CsvImportRequest, CsvImportResult> = useImport ?? missingMutation;
  const [send] = use();
  return useCallback(
    async (csv: string, mode: ImportMode): Promise<ImportOutcome> => {
      const outcome = settled(await send({ csv, mode }));
      if (!outcome.ok) return { error: failureMessage(outcome.error, t('import.failed')) };
      return { report: { accepted: outcome.data.accepted, rejected: outcome.data.rejected, imported: outcome.data.imported, mode } };
    },
    [send, t],
  );
}
