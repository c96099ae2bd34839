import { Button, Link as ChakraLink, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useGetRepairOrderQuery, useUploadRepairOrderPhotoMutation, type RepairOrderDetail, type WorkOrderAction } from '@om/api';
import { useCanOperation } from '@om/auth';
import { formatDateTime, useTranslation } from '@om/i18n';
import { DetailList, PageHeader, PageLoading, Panel, showError, showSuccess } from '@om/ui';
import { printPath } from '../../../shared/print/registry';
import { detailHref, failureMessage, settled, useRouteId } from '../../../shared/resource';
import { DeviceLink } from '../faults/faults.resource';
import { FaultStatusTag, SeverityTag, StateTag } from '../labels';
import { checkHref, faultPoolMeta } from '../meta';
import { Photos } from '../Photos';
import { Timeline } from './Timeline';
import { TransitionDialog } from './TransitionDialog';
import { WorkRecord } from './WorkRecord';
import { WriteExperienceButton } from '../../files';

const OPEN = new Set(['created', 'assigned', 'accepted', 'started', 'completed']);

function OrderPhotos({ detail }: { detail: RepairOrderDetail }) {
  const { t } = useTranslation('repair');
  const [upload] = useUploadRepairOrderPhotoMutation();
  const mayEdit = useCanOperation('uploadRepairOrderPhoto') && OPEN.has(detail.order.state);
  const add = (stage: 'before' | 'after') => async (fileId: number) => {
    const outcome = settled(await upload({ id: detail.order.id, body: { file_id: fileId, stage } }));
    if (outcome.ok) showSuccess(t('fault.photoAdded'), detail.order.code);
    else showError(failureMessage(outcome.error, t('order.failed')));
    return outcome.ok;
  };
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Panel title={t('order.photosBefore')}>
        <Photos photos={detail.order.photos_before} empty={t('order.noPhotos')} addLabel={mayEdit ? t('order.addPhotoBefore') : undefined} onAdd={mayEdit ? add('before') : undefined} />
      </Panel>
      <Panel title={t('order.photosAfter')}>
        <Photos photos={detail.order.photos_after} empty={t('order.noPhotos')} addLabel={mayEdit ? t('order.addPhotoAfter') : undefined} onAdd={mayEdit ? add('after') : undefined} />
      </Panel>
    </SimpleGrid>
  );
}

/**
 * /repair/details/{id}: one repair order — its faults, the work record, photos before and after and
 * the timeline of its transitions; the buttons are the steps the server says this user may take now.
 */
export function OrderDetailPage() {
  const { t } = useTranslation('repair');
  const id = useRouteId();
  const { data, isLoading, error } = useGetRepairOrderQuery(id);
  const mayRecord = useCanOperation('updateRepairOrder');
  const [action, setAction] = useState<WorkOrderAction>();
  if (isLoading) return <PageLoading label={t('common:loading')} />;
  if (!data) return <Text role="alert">{failureMessage(error, t('order.failed'))}</Text>;
  const { order } = data;
  const date = (value: string | null) => (value ? formatDateTime(value) : '');

  return (
    <Stack gap="4">
      <PageHeader
        title={t('order.title', { code: order.code })}
        actions={
          <>
            <Button asChild size="sm" variant="outline">
              <Link to={printPath('repair-order', [order.id])}>{t('order.print')}</Link>
            </Button>
            {data.actions.map((step) => (
              <Button key={step} size="sm" colorPalette={step === 'close' || step === 'return' ? 'gray' : 'brand'} variant={step === 'close' || step === 'return' ? 'outline' : 'solid'} onClick={() => setAction(step)}>
                {t(`action.${step}`)}
              </Button>
            ))}
            {(order.state === 'completed' || order.state === 'checked') && <WriteExperienceButton orderId={order.id} orderCode={order.code} />}
            {data.may_check && (
              <Button asChild size="sm" colorPalette="green">
                <Link to={checkHref(order.id)}>{t('order.goCheck')}</Link>
              </Button>
            )}
          </>
        }
      >
        <StateTag order={order} />
      </PageHeader>
      <Panel title={order.title}>
        <Stack gap="3">
          <Text>
            <DeviceLink id={order.device_id} code={order.device_code} name={order.device_name} /> · {order.station_title} · <SeverityTag severity={order.severity} />
          </Text>
          <DetailList
            rows={[
              { label: t('resources.repairOrders.fields.description'), value: order.description },
              { label: t('resources.repairOrders.fields.equipment_condition'), value: t(`condition.${order.equipment_condition}`) },
              { label: t('resources.repairOrders.fields.assignee_name'), value: order.assignee_name },
              { label: t('resources.repairOrders.fields.reported_at'), value: date(order.reported_at) },
              { label: t('resources.repairOrders.fields.accept_due_at'), value: date(order.accept_due_at) },
              { label: t('resources.repairOrders.fields.start_due_at'), value: date(order.start_due_at) },
              { label: t('resources.repairOrders.fields.check_due_at'), value: date(order.check_due_at) },
              { label: t('resources.repairOrders.fields.completed_at'), value: date(order.completed_at) },
              { label: t('resources.repairOrders.fields.checked_at'), value: date(order.checked_at) },
            ]}
          />
          {data.origins.map((origin) => (
            // The inspection, maintenance or overhaul result it was raised from (task pages are /<kind>/taskDetails/<id>).
            <Text key={`${origin.task_id}:${origin.device_id}:${origin.item_key}`}>
              {t('order.origin')}:{' '}
              <ChakraLink asChild color="brand.fg">
                <Link to={`/${origin.kind}/taskDetails/${origin.task_id}`}>{origin.task_code}</Link>
              </ChakraLink>
            </Text>
          ))}
        </Stack>
      </Panel>
      <Panel title={t('order.faults')}>
        {data.faults.length === 0 ? (
          <Text color="fg.muted">{t('order.noFaults')}</Text>
        ) : (
          <List.Root gap="1" ps="5">
            {data.faults.map((fault) => (
              <List.Item key={fault.id}>
                <ChakraLink asChild color="brand.fg">
                  <Link to={detailHref(faultPoolMeta, fault.id) ?? '#'}>#{fault.id}</Link>
                </ChakraLink>{' '}
                {fault.fault_name || fault.description} <FaultStatusTag status={fault.status} /> ×{fault.count}
              </List.Item>
            ))}
          </List.Root>
        )}
      </Panel>
      <Panel title={t('order.work')}>
        <WorkRecord key={order.version} order={order} editable={mayRecord && OPEN.has(order.state)} />
      </Panel>
      <OrderPhotos detail={data} />
      <Panel title={t('timeline.title')}>
        <Timeline steps={data.timeline} />
      </Panel>
      {action && <TransitionDialog order={order} action={action} onClose={() => setAction(undefined)} />}
    </Stack>
  );
}
