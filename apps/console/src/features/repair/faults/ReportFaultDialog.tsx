import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useListFaultCodesQuery, useReportFaultMutation, useUploadFaultPhotoMutation, type FaultSeverity } from '@om/api';
import { useTranslation } from '@om/i18n';
import { ConfirmDialog, showSuccess } from '@om/ui';
import { detailHref, failureMessage, settled, type ResourceMeta } from '../../../shared/resource';
import { DevicePicker } from '../../device';
import { FileUpload } from '../../files';
import { SEVERITIES } from '../labels';
import { SelectField, TextField } from '../fields';

const isSeverity = (value: string): value is FaultSeverity => SEVERITIES.some((severity) => severity === value);

/** A person's report of a hazard or fault into the pool, with an optional photo; repeats merge into the open fault. */
export function ReportFaultDialog({ open, onClose, meta }: { open: boolean; onClose(): void; meta: ResourceMeta }) {
  const { t } = useTranslation(['repair', 'resource']);
  const navigate = useNavigate();
  const [report, { isLoading }] = useReportFaultMutation();
  const [upload, uploading] = useUploadFaultPhotoMutation();
  const codes = useListFaultCodesQuery({ limit: 100 }, { skip: !open });
  const [deviceId, setDeviceId] = useState('');
  const [description, setDescription] = useState('');
  const [severity, setSeverity] = useState<FaultSeverity>('medium');
  const [codeId, setCodeId] = useState('0');
  /** The uploaded photo's stored file id ('' while none or while it uploads). */
  const [photoId, setPhotoId] = useState('');
  const [round, setRound] = useState(0);
  const [errors, setErrors] = useState<{ device?: string; description?: string }>({});
  const [problem, setProblem] = useState<string>();

  const close = () => {
    setDeviceId('');
    setDescription('');
    setSeverity('medium');
    setCodeId('0');
    setPhotoId('');
    setRound((value) => value + 1);
    setErrors({});
    setProblem(undefined);
    onClose();
  };

  const submit = async () => {
    const text = description.trim();
    const missing = { ...(deviceId ? {} : { device: t('resource:validation.required') }), ...(text ? {} : { description: t('resource:validation.required') }) };
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setProblem(undefined);
    const outcome = settled(await report({ device_id: Number(deviceId), description: text, severity, fault_code_id: Number(codeId) }));
    if (!outcome.ok) return setProblem(failureMessage(outcome.error, t('report.failed')));
    const { fault, merged } = outcome.data;
    if (photoId) {
      const sent = settled(await upload({ id: fault.id, body: { file_id: Number(photoId) } }));
      if (!sent.ok) return setProblem(failureMessage(sent.error, t('report.failed')));
    }
    const href = detailHref(meta, fault.id);
    showSuccess(
      t('report.done'),
      merged ? t('report.merged', { id: fault.id, count: fault.count }) : t('report.created', { id: fault.id }),
      undefined,
      href ? { label: t('report.open'), onClick: () => void navigate(href) } : undefined,
    );
    close();
  };

  return (
    <ConfirmDialog open={open} title={t('report.title')} confirmLabel={t('report.submit')} busy={isLoading || uploading.isLoading} error={problem} onCancel={close} onConfirm={() => void submit()}>
      <Stack gap="4">
        <DevicePicker value={deviceId} onChange={(value) => setDeviceId(typeof value === 'string' ? value : '')} error={errors.device} label={t('report.device')} mode="create" readOnly={false} values={{}} />
        <TextField label={t('report.description')} value={description} onChange={setDescription} error={errors.description} required multiline />
        <SelectField label={t('report.severity')} value={severity} onChange={(value) => isSeverity(value) && setSeverity(value)}>
          {SEVERITIES.map((value) => (
            <option key={value} value={value}>
              {t(`severity.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('report.code')} value={codeId} onChange={setCodeId}>
          <option value="0">{t('report.noCode')}</option>
          {(codes.data?.items ?? []).map((code) => (
            <option key={code.id} value={String(code.id)}>
              {code.code} {code.name}
            </option>
          ))}
        </SelectField>
        <FileUpload key={round} purpose="repair" label={t('report.photo')} hint={t('fault.photoHint')} onUploaded={setPhotoId} />
      </Stack>
    </ConfirmDialog>
  );
}
