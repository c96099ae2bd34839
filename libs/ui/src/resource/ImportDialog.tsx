import { Alert, Box, Button, CloseButton, Dialog, Field, Input, Portal, RadioGroup, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { alertSlotRecipe, dialogSlotRecipe, fieldSlotRecipe, radioGroupSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@om/i18n';
import { FormAlert } from './FormAlert';
import type { ImportMode, ImportOutcome, ImportReport } from './types';

/** The contract's limit on the CSV text of one import. */
export const MAX_IMPORT_CHARS = 900_000;

export interface ImportDialogProps {
  open: boolean;
  /** E.g. "Import users from CSV". */
  title: string;
  onClose(): void;
  /** Sends the file's text; answers the server's per-row report or a message. */
  onImport(csv: string, mode: ImportMode): Promise<ImportOutcome>;
}

/** What happened, said plainly for the mode that was chosen. */
export function ImportSummary({ report }: { report: ImportReport }) {
  const { t } = useTranslation('resource');
  const rejected = report.rejected.length;
  let key: string;
  if (report.imported) key = rejected ? 'import.resultPartial' : 'import.resultAll';
  else key = report.mode === 'all_or_nothing' ? 'import.resultNothingAllOrNothing' : 'import.resultNothing';
  return (
    <Alert.Root recipe={alertSlotRecipe} status={report.imported ? (rejected ? 'warning' : 'success') : 'error'} role="status">
      <Alert.Indicator />
      <Alert.Description>{t(key, { accepted: report.accepted, rejected })}</Alert.Description>
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
export function ImportDialog({ open, title, onClose, onImport }: ImportDialogProps) {
  const { t } = useTranslation('resource');
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>('all_or_nothing');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [report, setReport] = useState<ImportReport>();

  const restart = () => {
    setFile(null);
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
    const csv = await file.text();
    if (csv.length > MAX_IMPORT_CHARS) return setProblem(t('import.tooLarge', { limit: MAX_IMPORT_CHARS.toLocaleString() }));
    setBusy(true);
    setProblem(undefined);
    const outcome = await onImport(csv, mode);
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
                        accept=".csv,text/csv"
                        paddingY="1.5"
                        height="auto"
                        onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
                      />
                      <Field.HelperText>{t('import.fileHelp')}</Field.HelperText>
                    </Field.Root>
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
