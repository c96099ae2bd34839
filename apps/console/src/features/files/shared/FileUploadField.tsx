import { HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { uploadFile, type FilePurpose } from '@om/api';
import { useTranslation } from '@om/i18n';
import { formatBytes } from '@om/ui';
import { failureMessage, type CustomFieldProps, type FieldDef } from '../../../shared/resource';

type Stage = { kind: 'idle' } | { kind: 'sending'; name: string; loaded: number; total: number } | { kind: 'done'; name: string; size: number };

/** What the file input offers; the server decides by the content anyway. */
export const ACCEPT: Record<FilePurpose, string> = {
  document: '.pdf,.png,.jpg,.jpeg,.webp,.gif,.txt,.csv,.docx,.xlsx,.pptx',
  learning: '.pdf,.mp4,.webm,.png,.jpg,.jpeg,.docx,.pptx',
  procedure: '.pdf,.png,.jpg,.jpeg,.docx',
  device: '.pdf,.png,.jpg,.jpeg,.webp,.txt,.csv,.docx,.xlsx',
  task: '.png,.jpg,.jpeg,.webp',
  supplier: '.pdf,.png,.jpg,.jpeg,.webp,.txt,.csv,.docx,.xlsx',
  avatar: '.png,.jpg,.jpeg,.webp',
  repair: '.png,.jpg,.jpeg,.webp',
};

export interface FileUploadProps {
  purpose: FilePurpose;
  label: string;
  error?: string;
  disabled?: boolean;
  /** What the field accepts, shown until a file is chosen (default: the store's general hint). */
  hint?: string | undefined;
  /** The stored file's id once the upload has finished; '' while none. */
  onUploaded(fileId: string): void;
}

/**
 * Choose a file; it is sent at once (streamed, multipart) with its progress shown, and the field then
 * holds the stored file's id. The server checks type (by content) and size; its refusal shows here.
 */
export function FileUpload({ purpose, label, error, disabled, hint, onUploaded }: FileUploadProps) {
  const { t } = useTranslation('files');
  const inputId = useId();
  const statusId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [problem, setProblem] = useState<string>();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setProblem(undefined);
    onUploaded('');
    if (!file) return setStage({ kind: 'idle' });
    setStage({ kind: 'sending', name: file.name, loaded: 0, total: file.size });
    const outcome = await uploadFile(purpose, { file }, { quiet: true, onProgress: ({ loaded, total }) => setStage({ kind: 'sending', name: file.name, loaded, total }) });
    if ('data' in outcome) {
      setStage({ kind: 'done', name: outcome.data.name, size: outcome.data.size });
      onUploaded(String(outcome.data.id));
    } else {
      setStage({ kind: 'idle' });
      setProblem(failureMessage(outcome.error, t('upload.failed', { name: file.name })));
      if (input.current) input.current.value = '';
    }
  };

  const percent = stage.kind === 'sending' && stage.total > 0 ? Math.min(100, Math.round((stage.loaded / stage.total) * 100)) : 0;
  const shown = problem ?? error;
  return (
    <Stack gap="2">
      <chakra.label htmlFor={inputId} fontSize="sm" fontWeight="medium">
        {label}
      </chakra.label>
      <chakra.input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPT[purpose]}
        aria-describedby={statusId}
        aria-invalid={shown ? true : undefined}
        fontSize="sm"
        disabled={disabled || stage.kind === 'sending'}
        onChange={(event) => void choose(event)}
      />
      {stage.kind === 'sending' && (
        <HStack gap="3">
          <chakra.progress aria-label={t('upload.progressOf', { name: stage.name })} max={100} value={percent} width="60" />
          <Text fontSize="sm">{t('upload.percent', { percent })}</Text>
        </HStack>
      )}
      <Text id={statusId} role="status" fontSize="sm" color={shown ? 'fg.error' : 'fg.muted'}>
        {shown ?? (stage.kind === 'done' ? t('upload.done', { name: stage.name, size: formatBytes(stage.size) }) : (hint ?? t('upload.hint')))}
      </Text>
    </Stack>
  );
}

/** A form field holding the id of a file uploaded for `purpose` (sent as a number). */
export function fileField(name: string, purpose: FilePurpose, options: { required?: boolean; only?: 'create' | 'edit' } = {}): FieldDef {
  return {
    name,
    kind: 'custom',
    numeric: true,
    only: options.only ?? 'create',
    rules: { required: options.required ?? true },
    render: (props: CustomFieldProps) => (
      <FileUpload purpose={purpose} label={props.label} error={props.error} disabled={props.readOnly} onUploaded={(id) => props.onChange(id)} />
    ),
  };
}
