import { Button, HStack, Link as ChakraLink, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { radioGroupSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCheckRepairOrderMutation, useGetRepairOrderQuery } from '@om/api';
import { formatDateTime, useTranslation } from '@om/i18n';
import { DetailList, FormAlert, PageHeader, PageLoading, Panel, showSuccess } from '@om/ui';
import { detailHref, failureMessage, settled, useRouteId } from '../../../shared/resource';
import { DeviceLink } from '../faults/faults.resource';
import { StateTag } from '../labels';
import { repairOrdersMeta } from '../meta';
import { TextField } from '../fields';
import { Timeline } from './Timeline';

/**
 * /repair/check/details/{id}: the acceptance check of a completed order by someone other than the
 * repairers — pass closes it as checked and resolves its faults; fail returns it to in progress with the reason.
 */
export function CheckPage() {
  const { t } = useTranslation(['repair', 'resource']);
  const navigate = useNavigate();
  const id = useRouteId();
  const { data, isLoading, error } = useGetRepairOrderQuery(id);
  const [check, checking] = useCheckRepairOrderMutation();
  const [result, setResult] = useState<'pass' | 'fail'>('pass');
  const [remarks, setRemarks] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  if (isLoading) return <PageLoading label={t('common:loading')} />;
  if (!data) return <Text role="alert">{failureMessage(error, t('order.failed'))}</Text>;
  const { order } = data;
  const orderHref = detailHref(repairOrdersMeta, order.id) ?? '#';

  const submit = async () => {
    if (result === 'fail' && !remarks.trim()) return setFieldError(t('order.reasonRequired'));
    setProblem(undefined);
    const outcome = settled(await check({ id: order.id, body: { result, version: order.version, ...(remarks.trim() ? { reason: remarks.trim() } : {}) } }));
    if (!outcome.ok) return setProblem(failureMessage(outcome.error, t('order.failed')));
    showSuccess(t(result === 'pass' ? 'check.passed' : 'check.failedCheck', { code: order.code }), undefined, undefined, { label: t('order.open'), onClick: () => void navigate(orderHref) });
    void navigate(orderHref);
  };

  return (
    <Stack gap="4">
      <PageHeader title={t('check.title', { code: order.code })}>
        <StateTag order={order} />
      </PageHeader>
      <Panel title={order.title}>
        <Stack gap="3">
          <Text>
            <DeviceLink id={order.device_id} code={order.device_code} name={order.device_name} /> · {order.station_title}
          </Text>
          <DetailList
            rows={[
              { label: t('resources.repairOrders.fields.assignee_name'), value: order.assignee_name },
              { label: t('resources.repairOrders.fields.cause'), value: order.cause },
              { label: t('resources.repairOrders.fields.action_taken'), value: order.action_taken },
              { label: t('resources.repairOrders.fields.completed_at'), value: order.completed_at ? formatDateTime(order.completed_at) : '' },
              { label: t('resources.repairOrders.fields.parts_used'), value: order.parts_used.map((part) => `${part.name} × ${part.quantity} ${part.unit}`).join('; ') },
            ]}
          />
        </Stack>
      </Panel>
      <Panel title={t('check.result')}>
        {data.may_check ? (
          <Stack gap="4" maxWidth="xl">
            <RadioGroup.Root recipe={radioGroupSlotRecipe} value={result} onValueChange={(details) => setResult(details.value === 'fail' ? 'fail' : 'pass')} aria-label={t('check.result')}>
              <HStack gap="6">
                {(['pass', 'fail'] as const).map((value) => (
                  <RadioGroup.Item key={value} value={value}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t(`check.${value}`)}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
            <TextField label={t('check.remarks')} value={remarks} onChange={(value) => { setRemarks(value); setFieldError(undefined); }} error={fieldError} required={result === 'fail'} multiline />
            {problem && <FormAlert title={t('order.failed')} message={problem} />}
            <Button colorPalette={result === 'pass' ? 'green' : 'red'} alignSelf="flex-start" loading={checking.isLoading} onClick={() => void submit()}>
              {t(`check.${result}`)}
            </Button>
          </Stack>
        ) : (
          <Text>{order.state === 'completed' ? t('check.notYou') : t('check.notReady', { state: t(`state.${order.state}`) })}</Text>
        )}
      </Panel>
      <Panel title={t('timeline.title')}>
        <Timeline steps={data.timeline} />
      </Panel>
      <ChakraLink asChild color="brand.fg">
        <Link to={orderHref}>{t('check.back')}</Link>
      </ChakraLink>
    </Stack>
  );
}
