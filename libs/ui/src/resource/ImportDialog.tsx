import { Alert, Box, Button, CloseButton, Dialog, Field, Input, Portal, RadioGroup, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { alertSlotRecipe, dialogSlotRecipe, fieldSlotRecipe, radioGroupSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@om/i18n';
import { FormAlert } from './FormAlert';
import type { ImportContent, ImportMode, ImportOutcome, ImportProgressValue, ImportReport } from './types';

/** The contract's limit on the CSV text of one import. */
export const MAX_IMPORT_CHARS = 10_000_000;
/** The contract's limit on an .xlsx workbook (sent base64-encoded, a third larger). */
export const MAX_IMPORT_BYTES = 10_000_000;

export interface ImportDialogProps {
  open: boolean;
  /** E.g. "Import users from CSV or Excel". */
  title: string;
  onClose(): void;
  /** Sends the file; answers the server's per-row report or a message. */
  onImport(content: ImportContent, mode: ImportMode): Promise<ImportOutcome>;
  /** How far the running import is, while it runs. */
  progress?: ImportProgressValue;
  /** Downloads the list's import template in the user's language. */
  onTemplate?(format: 'csv' | 'xlsx'): void;
}

const isWorkbook = (file: File) => /\.xlsx$/i.test(file.name);

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** The progress of the running import: a progress bar and the rows processed. */
function ImportProgressBar({ progress }: { progress?: ImportProgressValue }) {
  const { t } = useTranslation('resource');
  const total = progress?.total ?? 0;
  const done = Math.min(progress?.done ?? 0, total);
  return (
    <Stack gap="1">
      <chakra.progress aria-label={t('import.progress')} value={total ? done : undefined} max={total || undefined} width="full" height="2" />
      {total > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('import.progressText', { done, total })}
        </Text>
      )}
    </Stack>
  );
}

/** What happened, said plainly for the mode that was chosen. */
export function ImportSummary({ report }: { report: ImportReport }) {
  const { t } = useTranslation('resource');
  const rejected = report.rejected.length;
  // Rows, not problems: a row may have several.
  const rows = new Set(report.rejected.map((rejection) => rejection.row)).size;
  let text: string;
  if (report.imported) text = rows ? t('import.resultPartial', { count: rows, accepted: report.accepted }) : t('import.resultAll', { count: report.accepted });
  else if (report.mode === 'all_or_nothing') text = t('import.resultNothingAllOrNothing', { count: rows, accepted: report.accepted });
  else text = t('import.resultNothing', { count: rows });
  return (
    <Alert.Root recipe={alertSlotRecipe} status={report.imported ? (rejected ? 'warning' : 'success') : 'error'} role="status">
      <Alert.Indicator />
      <Alert.Description>{text}</Alert.Description>
    </Alert.Root>
  );
}

/** The rejected rows: line of the file, field, and the server's reason. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation('resource');
  return (
    <Stack gap="3">
      <ImportSummary report={report} />
      {report.rejected.length > 0 && (
        <Box overflowX="auto" maxHeight="60vh" overflowY="auto">
          <Table.Root recipe={tableSlotRecipe} size="sm">
            <Table.Caption textAlign="start" captionSide="top" fontWeight="semibold" marginBottom="2">
              {t('import.rejectedTitle')}
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('import.line')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('import.field')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('import.problem')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {report.rejected.map((rejection, index) => (
                <Table.Row key={`${rejection.row}-${rejection.field}-${index}`}>
                  <Table.Cell>{rejection.row}</Table.Cell>
                  <Table.Cell>{rejection.field}</Table.Cell>
                  <Table.Cell>{rejection.message}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}

const MODES: readonly ImportMode[] = ['all_or_nothing', 'accepted_only'];
const MODE_KEYS = { all_or_nothing: 'allOrNothing', accepted_only: 'acceptedOnly' } as const;

/**
 * Choose a CSV file and what to do when some rows are invalid, import, then read the per-row report.
 */
export function ImportDialog({ open, title, onClose, onImport, progress, onTemplate }: ImportDialogProps) {
  const { t } = useTranslation('resource');
  const [file, setFile] = useState<File | null>(null);
  const [sheet, setSheet] = useState('');
  const [mode, setMode] = useState<ImportMode>('all_or_nothing');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [report, setReport] = useState<ImportReport>();

  const restart = () => {
    setFile(null);
    setSheet('');
    setReport(undefined);
    setProblem(undefined);
  };
  const close = () => {
    restart();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem(t('import.noFile'));
    let content: ImportContent;
    if (isWorkbook(file)) {
      if (file.size > MAX_IMPORT_BYTES) return setProblem(t('import.tooLarge', { limit: '10 MB' }));
      content = sheet.trim() ? { xlsx: await base64Of(file), sheet: sheet.trim() } : { xlsx: await base64Of(file) };
    } else {
      const csv = await file.text();
      if (csv.length > MAX_IMPORT_CHARS) return setProblem(t('import.tooLarge', { limit: '10 MB' }));
      content = { csv };
    }
    setBusy(true);
    setProblem(undefined);
    const outcome = await onImport(content, mode);
    setBusy(false);
    if ('error' in outcome) setProblem(outcome.error);
    else setReport(outcome.report);
  };

  return (
    <Dialog.Root recipe={dialogSlotRecipe} open={open} size="lg" onOpenChange={(details) => !details.open && close()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <chakra.form noValidate onSubmit={(event) => void submit(event)} display="contents">
            <Dialog.Body>
              {report ? (
                <ImportReportView report={report} />
              ) : (
                  <Stack gap="4">
                    {problem && <FormAlert title={t('import.failed')} message={problem} />}
                    <Field.Root recipe={fieldSlotRecipe} required>
                      <Field.Label>{t('import.file')}</Field.Label>
                      <Input
                        type="file"
                        accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                        paddingY="1.5"
                        height="auto"
                        onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
                      />
                      <Field.HelperText>{t('import.fileHelp')}</Field.HelperText>
                    </Field.Root>
                    {file && isWorkbook(file) && (
                      <Field.Root recipe={fieldSlotRecipe}>
                        <Field.Label>{t('import.sheet')}</Field.Label>
                        <Input value={sheet} maxLength={100} onChange={(event) => setSheet(event.currentTarget.value)} />
                        <Field.HelperText>{t('import.sheetHelp')}</Field.HelperText>
                      </Field.Root>
                    )}
                    {onTemplate && (
                      <Stack gap="1">
                        <Text fontWeight="medium" fontSize="sm">
                          {t('import.template')}
                        </Text>
                        <Text color="fg.muted" fontSize="sm">
                          {t('import.templateHelp')}
                        </Text>
                        <Stack direction="row" gap="2" wrap="wrap">
                          <Button size="xs" variant="outline" onClick={() => onTemplate('csv')}>
                            {t('import.templateCsv')}
                          </Button>
                          <Button size="xs" variant="outline" onClick={() => onTemplate('xlsx')}>
                            {t('import.templateXlsx')}
                          </Button>
                        </Stack>
                      </Stack>
                    )}
                    {busy && <ImportProgressBar progress={progress} />}
                    <RadioGroup.Root
                      recipe={radioGroupSlotRecipe}
                      value={mode}
                      size="sm"
                      onValueChange={(details) => setMode(details.value === 'accepted_only' ? 'accepted_only' : 'all_or_nothing')}
                    >
                      <RadioGroup.Label fontWeight="medium" fontSize="sm" display="block" marginBottom="2">
                        {t('import.mode')}
                      </RadioGroup.Label>
                      <Stack gap="3">
                        {MODES.map((value) => (
                          <RadioGroup.Item key={value} value={value} alignItems="flex-start">
                            <RadioGroup.ItemHiddenInput />
                            <RadioGroup.ItemIndicator />
                            <RadioGroup.ItemText>
                              <Text fontWeight="medium">{t(`import.${MODE_KEYS[value]}`)}</Text>
                              <Text color="fg.muted" fontSize="sm">
                                {t(`import.${MODE_KEYS[value]}Help`)}
                              </Text>
                            </RadioGroup.ItemText>
                          </RadioGroup.Item>
                        ))}
                      </Stack>
                    </RadioGroup.Root>
                  </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {report ? (
                <>
                  <Button variant="outline" onClick={restart}>
                    {t('import.another')}
                  </Button>
                  <Button colorPalette="brand" onClick={close}>
                    {t('form.close')}
                  </Button>
                </>
              ) : (
                <>
                  <Button variant="outline" onClick={close}>
                    {t('form.cancel')}
                  </Button>
                  <Button type="submit" colorPalette="brand" loading={busy}>
                    {t('import.submit')}
                  </Button>
                </>
              )}
            </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('form.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
