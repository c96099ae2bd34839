import { useCallback, useState } from 'react';
import { downloadImportTemplate, useGetRunningImportQuery, type SheetFormat } from '@om/api';
import { useTranslation } from '@om/i18n';
import type { ImportContent, ImportMode, ImportOutcome, ImportProgressValue } from '@om/ui';
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

/** Runs an export of the filtered rows (CSV or .xlsx), tracking the bytes received, and saves the file. */
export function useCsvExport<Q extends ListQueryBase>(run: CsvExport<Q> | undefined, query: Q) {
  const [busy, setBusy] = useState(false);
  const [bytes, setBytes] = useState(0);
  const start = useCallback(
    async (format: SheetFormat) => {
      if (!run) return;
      setBusy(true);
      setBytes(0);
      // The contract's `format` parameter of every export, beside the list's filters.
      const filters = Object.assign(exportQuery(query), { format });
      // A failure has been toasted by the error catalogue.
      const result = await run(filters, { onProgress: setBytes });
      setBusy(false);
      if ('data' in result) saveFile(result.data);
    },
    [run, query],
  );
  return { busy, bytes, onExport: (format: SheetFormat) => void start(format) };
}

export interface CsvImportProps {
  onImport(content: ImportContent, mode: ImportMode): Promise<ImportOutcome>;
  progress?: ImportProgressValue;
  onTemplate?(format: SheetFormat): void;
}

/**
 * Sends an import (CSV or .xlsx) and answers the server's per-row report (with the mode it ran in),
 * or a message; while it runs, the progress of the company's running import; the list's templates.
 */
export function useCsvImport(useImport: MutationHook<CsvImportRequest, CsvImportResult> | undefined, templateEntity?: string): CsvImportProps {
  const { t } = useTranslation('resource');
  const use: MutationHook<CsvImportRequest, CsvImportResult> = useImport ?? missingMutation;
  const [send] = use();
  const [running, setRunning] = useState(false);
  const { data: current } = useGetRunningImportQuery(undefined, { skip: !running, pollingInterval: 500 });
  const onImport = useCallback(
    async (content: ImportContent, mode: ImportMode): Promise<ImportOutcome> => {
      setRunning(true);
      const outcome = settled(await send({ ...content, mode }));
      setRunning(false);
      if (!outcome.ok) return { error: failureMessage(outcome.error, t('import.failed')) };
      return { report: { accepted: outcome.data.accepted, rejected: outcome.data.rejected, imported: outcome.data.imported, mode } };
    },
    [send, t],
  );
  const onTemplate = useCallback(
    async (format: SheetFormat) => {
      if (!templateEntity) return;
      const result = await downloadImportTemplate(templateEntity, format);
      if ('data' in result) saveFile(result.data);
    },
    [templateEntity],
  );
  const mine = running && current?.running?.mine ? current.running : undefined;
  return {
    onImport,
    progress: mine ? { done: mine.done, total: mine.total } : undefined,
    onTemplate: templateEntity ? (format) => void onTemplate(format) : undefined,
  };
}
