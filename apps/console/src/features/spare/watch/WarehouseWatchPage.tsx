import { Badge, Button, Field, HStack, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { badgeRecipe, fieldSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  isApiFailure, useBindSpareWarehouseSensorMutation, useGetSpareWarehouseWatchQuery, useListSpareWatchCandidatesQuery, useUnbindSpareWarehouseSensorMutation,
  type WarehouseWatchSensor, type WatchReadingState,
} from '@om/api';
import { useCanOperation } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { ConfirmDialog, PageHeader, PageLoading, Panel, showSuccess } from '@om/ui';
import { failureMessage, settled, useRouteTitle } from '../../../shared/resource';
import { ChoiceInput, FilterRow } from '../reports/ReportFilters';
import { WatchChart } from './WatchChart';

const WINDOWS = ['24', '72', '168'] as const;
const PALETTE: Record<WatchReadingState, string> = { normal: 'green', warning: 'orange', alarm: 'red', no_data: 'gray' };
const OUT_OF_RANGE_ROWS = 20;

function StateBadge({ state }: { state: WatchReadingState }) {
  const { t } = useTranslation('spare');
  return (
    <Badge recipe={badgeRecipe} size="sm" colorPalette={PALETTE[state]}>
      {t(`watch.state.${state}`)}
    </Badge>
  );
}

const valueText = (value: number, unit: string) => `${value.toLocaleString(undefined, { maximumFractionDigits: 2 })} ${unit}`.trim();
const timeText = (iso: string) => new Date(iso).toLocaleString();
const rangeText = (low: number | null, high: number | null) => (low === null && high === null ? '—' : `${low ?? '−∞'} … ${high ?? '+∞'}`);

/** One bound sensor: its current value and state, thresholds, the chart of the window and its out-of-range values. */
function SensorPanel({ sensor, from, to, onUnbind }: { sensor: WarehouseWatchSensor; from: string; to: string; onUnbind?: () => void }) {
  const { t } = useTranslation('spare');
  const title = `${sensor.name} · ${sensor.device_code}`;
  const outOfRange = sensor.readings.filter((reading) => reading.state !== 'normal').slice(-OUT_OF_RANGE_ROWS).reverse();
  return (
    <Panel title={title}>
      <Stack gap="3">
        <HStack gap="4" flexWrap="wrap" justifyContent="space-between">
          <Stack gap="0" role="group" aria-label={t('watch.currentOf', { name: sensor.name })}>
            <Text fontSize="2xl" fontWeight="semibold">
              {sensor.latest ? valueText(sensor.latest.value, sensor.unit) : t('watch.noReading')}
            </Text>
            <HStack gap="2">
              <StateBadge state={sensor.state} />
              {sensor.latest && <Text color="fg.muted" fontSize="sm">{t('watch.readAt', { time: timeText(sensor.latest.read_at) })}</Text>}
            </HStack>
          </Stack>
          <Stack gap="0" fontSize="sm">
            <Text>{t('watch.warnRange', { range: rangeText(sensor.warn_low, sensor.warn_high) })}</Text>
            <Text>{t('watch.alarmRange', { range: rangeText(sensor.alarm_low, sensor.alarm_high) })}</Text>
            <Text color="fg.muted">{t(`watch.kind.${sensor.kind === 'humidity' ? 'humidity' : 'temperature'}`)} · {sensor.device_name}</Text>
          </Stack>
          {onUnbind && (
            <Button size="xs" variant="outline" colorPalette="red" aria-label={t('watch.unbindOf', { name: title })} onClick={onUnbind}>
              {t('watch.unbind')}
            </Button>
          )}
        </HStack>
        <WatchChart
          sensor={sensor}
          from={from}
          to={to}
          label={t('watch.chartLabel', { name: sensor.name, total: sensor.readings.length, out: sensor.readings.filter((reading) => reading.state !== 'normal').length })}
          names={{ value: sensor.name, warn: t('watch.warnLine'), alarm: t('watch.alarmLine') }}
        />
        <Table.Root recipe={tableSlotRecipe} size="sm">
          <Table.Caption>{t('watch.outOfRange', { name: sensor.name })}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('watch.time')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('watch.value')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('watch.stateHeader')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {outOfRange.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={3}>{t('watch.allInRange')}</Table.Cell>
              </Table.Row>
            ) : (
              outOfRange.map((reading) => (
                <Table.Row key={reading.read_at}>
                  <Table.Cell>{timeText(reading.read_at)}</Table.Cell>
                  <Table.Cell textAlign="end">{valueText(reading.value, sensor.unit)}</Table.Cell>
                  <Table.Cell>
                    <StateBadge state={reading.state} />
                  </Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Stack>
    </Panel>
  );
}

/** Binds one of the company's unbound temperature or humidity sensors to the warehouse. */
function BindSensor({ warehouseId }: { warehouseId: number }) {
  const { t } = useTranslation('spare');
  const [keyword, setKeyword] = useState('');
  const { data } = useListSpareWatchCandidatesQuery({ id: warehouseId, ...(keyword.trim() ? { keyword: keyword.trim() } : {}) });
  const [bind, state] = useBindSpareWarehouseSensorMutation();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string>();
  const options = (data?.items ?? []).map((item) => ({ value: String(item.sensor_id), label: `${item.device_code} ${item.device_name} · ${item.name} (${item.key})` }));
  const submit = async () => {
    setError(undefined);
    const candidate = data?.items.find((item) => String(item.sensor_id) === chosen);
    if (!candidate) return setError(t('watch.chooseFirst'));
    const outcome = settled(await bind({ id: warehouseId, body: { sensor_id: candidate.sensor_id } }));
    if (!outcome.ok) return setError(failureMessage(outcome.error, t('watch.failed')));
    setChosen('');
    showSuccess(t('watch.bound', { name: candidate.name, device: candidate.device_code }));
  };
  return (
    <FilterRow>
      <Field.Root recipe={fieldSlotRecipe} width="auto">
        <Field.Label>{t('watch.search')}</Field.Label>
        <Input size="sm" type="search" value={keyword} placeholder={t('watch.searchHint')} onChange={(event) => setKeyword(event.currentTarget.value)} />
      </Field.Root>
      <ChoiceInput label={t('watch.candidate')} value={chosen} options={options} onChange={setChosen} all={false} />
      <Button size="sm" onClick={() => void submit()} loading={state.isLoading} disabled={options.length === 0}>
        {t('watch.bind')}
      </Button>
      {options.length === 0 && <Text color="fg.muted">{t('watch.noCandidates')}</Text>}
      {error && <Text role="alert" color="fg.error">{error}</Text>}
    </FilterRow>
  );
}

/**
 * /spare/warehouse/watch/{sensor} (the parameter is the warehouse's id): the environment of a
 * warehouse — the temperature and humidity sensors bound to it, each with its current value and state,
 * a chart of the chosen window with the thresholds and the out-of-range values, and binding or
 * unbinding sensors for those who may edit warehouses.
 */
export function WarehouseWatchPage() {
  const { t } = useTranslation(['spare', 'common', 'resource']);
  const title = useRouteTitle('spare.warehouseWatch');
  const { sensor: parameter } = useParams();
  const warehouseId = Number(parameter);
  const valid = Number.isInteger(warehouseId) && warehouseId > 0;
  const [hours, setHours] = useState<(typeof WINDOWS)[number]>('24');
  const { data, isLoading, error } = useGetSpareWarehouseWatchQuery({ id: warehouseId, hours: Number(hours) }, { skip: !valid });
  const mayBind = useCanOperation('bindSpareWarehouseSensor');
  const mayUnbind = useCanOperation('unbindSpareWarehouseSensor');
  const [unbind, unbinding] = useUnbindSpareWarehouseSensorMutation();
  const [leaving, setLeaving] = useState<WarehouseWatchSensor>();
  const [unbindError, setUnbindError] = useState<string>();
  const confirmUnbind = async () => {
    if (!leaving) return;
    const outcome = settled(await unbind({ id: warehouseId, sensorId: leaving.sensor_id }));
    if (!outcome.ok) return setUnbindError(failureMessage(outcome.error, t('watch.failed')));
    showSuccess(t('watch.unbound', { name: leaving.name, device: leaving.device_code }));
    setLeaving(undefined);
  };

  if (!valid) return <Text role="alert">{t('watch.badAddress')}</Text>;
  return (
    <Stack gap="4">
      <PageHeader title={data ? t('watch.title', { name: data.warehouse_name, code: data.warehouse_code }) : title} />
      <FilterRow>
        <ChoiceInput
          label={t('watch.window')}
          value={hours}
          all={false}
          options={WINDOWS.map((value) => ({ value, label: t(`watch.windows.${value}`) }))}
          onChange={(value) => setHours(WINDOWS.find((window) => window === value) ?? '24')}
        />
      </FilterRow>
      {isLoading ? (
        <PageLoading label={t('common:loading')} />
      ) : error || !data ? (
        <Text role="alert">{error && isApiFailure(error) ? error.message : t('watch.failed')}</Text>
      ) : (
        <>
          {mayBind && <BindSensor warehouseId={warehouseId} />}
          {data.sensors.length === 0 ? (
            <Text>{t('watch.empty')}</Text>
          ) : (
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
              {data.sensors.map((sensor) => (
                <SensorPanel key={sensor.sensor_id} sensor={sensor} from={data.from} to={data.to} onUnbind={mayUnbind ? () => { setUnbindError(undefined); setLeaving(sensor); } : undefined} />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
      <ConfirmDialog
        open={leaving !== undefined}
        title={t('watch.unbindTitle', { name: leaving ? `${leaving.name} · ${leaving.device_code}` : '' })}
        confirmLabel={t('watch.unbind')}
        tone="danger"
        busy={unbinding.isLoading}
        error={unbindError}
        onCancel={() => setLeaving(undefined)}
        onConfirm={() => void confirmUnbind()}
      >
        <Text>{t('watch.unbindText')}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
