import { Box, Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useAddProcedureVersionMutation, useListProcedureVersionsQuery, type ProcedureRecord, type StoredFile } from '@om/api';
import { useTranslation } from '@om/i18n';
import { Panel, showSuccess } from '@om/ui';
import { failureMessage, settled, UserName } from '../../../shared/resource';
import { DialogShell } from '../documents/VersionDialogs';
import { FileActions } from '../shared/FileActions';
import { FileUpload } from '../shared/FileUploadField';

const today = () => new Date().toISOString().slice(0, 10);

/** A new version of a procedure with the date it takes effect (the current one stays in force until then). */
export function NewProcedureVersionDialog({ procedure, onClose }: { procedure: ProcedureRecord | undefined; onClose(): void }) {
  const { t } = useTranslation('files');
  const [content, setContent] = useState('');
  const [effectiveOn, setEffectiveOn] = useState(today());
  const [note, setNote] = useState('');
  const [fileId, setFileId] = useState('');
  const [problem, setProblem] = useState<string>();
  const [add, { isLoading }] = useAddProcedureVersionMutation();
  const close = () => {
    setContent('');
    setNote('');
    setFileId('');
    setProblem(undefined);
    onClose();
  };
  const save = async () => {
    if (!procedure) return;
    if (!content.trim()) return setProblem(t('procedureVersions.contentRequired'));
    const body = { content: content.trim(), effective_on: effectiveOn, note: note.trim(), version: procedure.version, ...(fileId ? { file_id: Number(fileId) } : {}) };
    const outcome = settled(await add({ id: procedure.id, body }));
    if (!outcome.ok) return setProblem(failureMessage(outcome.error, t('versions.failed')));
    showSuccess(t('procedureVersions.added', { title: procedure.title, date: effectiveOn }));
    close();
  };
  return (
    <DialogShell
      open={procedure !== undefined}
      title={t('procedureVersions.newTitle', { title: procedure?.title ?? '' })}
      onClose={close}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t('versions.cancel')}
          </Button>
          <Button colorPalette="brand" loading={isLoading} onClick={() => void save()}>
            {t('versions.save')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Field.Root recipe={fieldSlotRecipe} required>
          <Field.Label>
            {t('procedureVersions.content')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea rows={8} value={content} maxLength={20000} onChange={(event) => setContent(event.currentTarget.value)} />
        </Field.Root>
        <Field.Root recipe={fieldSlotRecipe} required>
          <Field.Label>
            {t('procedureVersions.effectiveOn')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input type="date" value={effectiveOn} onChange={(event) => setEffectiveOn(event.currentTarget.value)} />
        </Field.Root>
        <FileUpload purpose="procedure" label={t('procedureVersions.file')} onUploaded={setFileId} />
        <Field.Root recipe={fieldSlotRecipe}>
          <Field.Label>{t('versions.note')}</Field.Label>
          <Input value={note} maxLength={500} onChange={(event) => setNote(event.currentTarget.value)} />
        </Field.Root>
        {problem && (
          <Text role="alert" color="fg.error">
            {problem}
          </Text>
        )}
      </Stack>
    </DialogShell>
  );
}

/** Every version of a procedure with its text and effective date, newest first; the one in force is marked. */
export function ProcedureVersionsDialog({ procedure, onClose, onPreview }: { procedure: ProcedureRecord | undefined; onClose(): void; onPreview(file: StoredFile): void }) {
  const { t } = useTranslation('files');
  const { data } = useListProcedureVersionsQuery(procedure?.id ?? 0, { skip: !procedure });
  return (
    <DialogShell open={procedure !== undefined} title={t('procedureVersions.title', { title: procedure?.title ?? '' })} onClose={onClose} footer={<Button onClick={onClose}>{t('preview.close')}</Button>}>
      <Stack gap="3">
        {(data?.items ?? []).map((version) => {
          const state = version.number === procedure?.current_version ? 'inForce' : version.effective_on > today() ? 'upcoming' : 'superseded';
          return (
            <Panel key={version.id} title={`${t('versions.number', { number: version.number })} · ${t(`procedureVersions.${state}`, { date: version.effective_on })}`}>
              <Stack gap="2">
                <Box as="pre" whiteSpace="pre-wrap" fontFamily="inherit" fontSize="sm">
                  {version.content}
                </Box>
                {version.note && <Text fontSize="sm" color="fg.muted">{version.note}</Text>}
                <Text fontSize="xs" color="fg.muted">
                  <UserName id={version.created_by} />
                </Text>
                {version.file && <FileActions file={version.file} label={`${procedure?.title ?? ''} ${t('versions.number', { number: version.number })}`} onPreview={onPreview} />}
              </Stack>
            </Panel>
          );
        })}
      </Stack>
    </DialogShell>
  );
}
