import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  useAttachFaultToRepairOrderMutation, useConfirmFaultMutation, useGetFaultQuery, useListRepairOrdersQuery, useRejectFaultMutation, useUploadFaultPhotoMutation,
  type FaultRecord,
} from '@om/api';
import { useCanOperation } from '@om/auth';
import { formatDateTime, useTranslation } from '@om/i18n';
import { ConfirmDialog, DetailList, PageHeader, PageLoading, Panel, showError, showSuccess } from '@om/ui';
import { detailHref, failureMessage, settled, useRouteId } from '../../../shared/resource';
import { FaultStatusTag, SeverityTag } from '../labels';
import { repairOrdersMeta } from '../meta';
import { CreateOrderDialog } from '../orders/CreateOrderDialog';
import { Photos } from '../Photos';
import { SelectField, TextField } from '../fields';
import { DeviceLink } from './faults.resource';

type Dialog = 'reject' | 'order' | 'attach' | undefined;

function AttachDialog({ fault, onClose }: { fault: FaultRecord; onClose(): void }) {
  const { t } = useTranslation(['repair', 'resource']);
  const navigate = useNavigate();
  const orders = useListRepairOrdersQuery({ device_id: fault.device_id, open: true, limit: 50 });
  const [attach, { isLoading }] = useAttachFaultToRepairOrderMutation();
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState<string>();
  const items = orders.data?.items ?? [];
  const submit = async () => {
    const order = items.find((item) => String(item.id) === chosen);
    if (!order) return setProblem(t('resource:validation.required'));
    const outcome = settled(await attach({ id: order.id, body: { fault_id: fault.id, version: order.version } }));
    if (!outcome.ok) return setProblem(failureMessage(outcome.error, t('fault.failed')));
    const href = detailHref(repairOrdersMeta, order.id);
    showSuccess(t('fault.attached', { code: order.code }), undefined, undefined, href ? { label: t('order.open'), onClick: () => void navigate(href) } : undefined);
    onClose();
  };
  return (
    <ConfirmDialog open title={t('fault.attachTitle', { id: fault.id })} confirmLabel={t('fault.attach')} busy={isLoading} error={problem} onCancel={onClose} onConfirm={() => void submit()}>
      {items.length === 0 ? (
        <Text>{t('fault.noOpenOrders')}</Text>
      ) : (
        <SelectField label={t('fault.attachOrder')} value={chosen} onChange={setChosen} required>
          <option value="">{t('resource:form.choose')}</option>
          {items.map((order) => (
            <option key={order.id} value={String(order.id)}>
              {order.code} {order.title} ({t(`state.${order.state}`)})
            </option>
          ))}
        </SelectField>
      )}
    </ConfirmDialog>
  );
}

function RejectDialog({ fault, onClose }: { fault: FaultRecord; onClose(): void }) {
  const { t } = useTranslation(['repair', 'resource']);
  const [reject, { isLoading }] = useRejectFaultMutation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const submit = async () => {
    if (!reason.trim()) return setError(t('resource:validation.required'));
    const outcome = settled(await reject({ id: fault.id, body: { version: fault.version, reason: reason.trim() } }));
    if (!outcome.ok) return setProblem(failureMessage(outcome.error, t('fault.failed')));
    showSuccess(t('fault.rejected'), `#${fault.id}`);
    onClose();
  };
  return (
    <ConfirmDialog open title={t('fault.rejectTitle', { id: fault.id })} confirmLabel={t('fault.reject')} tone="danger" busy={isLoading} error={problem} onCancel={onClose} onConfirm={() => void submit()}>
      <TextField label={t('fault.reason')} value={reason} onChange={setReason} error={error} required multiline help={t('fault.reasonHelp')} />
    </ConfirmDialog>
  );
}

function FaultDetail() {
  const { t } = useTranslation('repair');
  const id = useRouteId();
  const { data: fault, isLoading, error } = useGetFaultQuery(id);
  const [confirm, confirming] = useConfirmFaultMutation();
  const [upload] = useUploadFaultPhotoMutation();
  const mayEdit = useCanOperation('confirmFault');
  const mayOrder = useCanOperation('createRepairOrder');
  const mayAttach = useCanOperation('attachFaultToRepairOrder');
  const [dialog, setDialog] = useState<Dialog>();
  if (isLoading) return <PageLoading label={t('common:loading')} />;
  if (!fault) return <Text role="alert">{failureMessage(error, t('fault.failed'))}</Text>;

  const dispatchable = (fault.status === 'open' || fault.status === 'confirmed') && fault.work_order_id === 0;
  const runConfirm = async () => {
    const outcome = settled(await confirm({ id: fault.id, body: { version: fault.version } }));
    if (outcome.ok) showSuccess(t('fault.confirmed'), `#${fault.id}`);
    else showError(failureMessage(outcome.error, t('fault.failed')));
  };
  const addPhoto = async (fileId: number) => {
    const outcome = settled(await upload({ id: fault.id, body: { file_id: fileId } }));
    if (outcome.ok) showSuccess(t('fault.photoAdded'), `#${fault.id}`);
    else showError(failureMessage(outcome.error, t('fault.failed')));
    return outcome.ok;
  };
  const orderHref = fault.work_order_id ? detailHref(repairOrdersMeta, fault.work_order_id) : undefined;

  return (
    <Stack gap="4">
      <PageHeader
        title={t('fault.title', { id: fault.id })}
        actions={
          <>
            {mayEdit && fault.status === 'open' && (
              <Button size="sm" loading={confirming.isLoading} onClick={() => void runConfirm()}>
                {t('fault.confirm')}
              </Button>
            )}
            {mayOrder && dispatchable && (
              <Button size="sm" colorPalette="brand" onClick={() => setDialog('order')}>
                {t('fault.createOrder')}
              </Button>
            )}
            {mayAttach && dispatchable && (
              <Button size="sm" variant="outline" onClick={() => setDialog('attach')}>
                {t('fault.attach')}
              </Button>
            )}
            {mayEdit && dispatchable && (
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDialog('reject')}>
                {t('fault.reject')}
              </Button>
            )}
          </>
        }
      />
      <Panel title={fault.fault_name || fault.description}>
        <Stack gap="3">
          <Text>
            <DeviceLink id={fault.device_id} code={fault.device_code} name={fault.device_name} /> · {fault.station_title}
          </Text>
          <Text>
            <SeverityTag severity={fault.severity} /> <FaultStatusTag status={fault.status} />
          </Text>
          <DetailList
            rows={[
              { label: t('resources.faults.fields.description'), value: fault.description },
              { label: t('resources.faults.fields.fault_name'), value: [fault.fault_code, fault.fault_name].filter(Boolean).join(' ') },
              { label: t('resources.faults.fields.source'), value: t(`source.${fault.source}`) },
              { label: t('resources.faults.fields.count'), value: String(fault.count) },
              { label: t('resources.faults.fields.first_seen_at'), value: formatDateTime(fault.first_seen_at) },
              { label: t('resources.faults.fields.last_seen_at'), value: formatDateTime(fault.last_seen_at) },
              { label: t('resources.faults.fields.reporter_name'), value: fault.reporter_name },
              { label: t('resources.faults.fields.reason'), value: fault.reason },
            ]}
          />
          {orderHref && (
            <Text>
              {t('resources.faults.fields.work_order_code')}: <Link to={orderHref}>{fault.work_order_code}</Link>
            </Text>
          )}
        </Stack>
      </Panel>
      <Panel title={t('resources.faults.fields.photos')}>
        <Photos photos={fault.photos} empty={t('order.noPhotos')} addLabel={mayEdit ? t('fault.addPhoto') : undefined} onAdd={mayEdit ? addPhoto : undefined} />
      </Panel>
      {dialog === 'reject' && <RejectDialog fault={fault} onClose={() => setDialog(undefined)} />}
      {dialog === 'attach' && <AttachDialog fault={fault} onClose={() => setDialog(undefined)} />}
      {dialog === 'order' && (
        <CreateOrderDialog
          open
          onClose={() => setDialog(undefined)}
          seed={{ deviceId: fault.device_id, title: `${fault.device_name} ${fault.fault_name || fault.description}`.slice(0, 200), severity: fault.severity, faultIds: [fault.id] }}
        />
      )}
    </Stack>
  );
}

/** /errorPool/details/{id}: one fault — confirm, reject, create a work order or attach it to an open one, photos. */
export const FaultPoolDetailPage = () => <FaultDetail />;
/** /repair/errorList/details/{id}: the same, reached from the dispatch queue. */
export const FaultQueueDetailPage = () => <FaultDetail />;
