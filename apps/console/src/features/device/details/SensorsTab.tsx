import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import {
  SENSOR_KIND_VALUES,
  isApiFailure, useCreateDeviceSensorMutation, useDeleteSensorMutation, useGetSensorQuery, useListDeviceSensorsQuery, useUpdateSensorMutation,
  type DeviceRecord, type SensorCreate, type SensorRecord, type SensorUpdate,
} from '@om/api';
import { useActions } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { ConfirmDialog, DataTable, RowActionsMenu } from '@om/ui';
import {
  ResourceFormDrawer, defineResource, useDeleteRows, type FieldDef, type FormTarget, type ListQueryBase, type MutationHook, type QueryHookResult,
} from '../../../shared/resource';
import { sensorKindKey } from '../labels';
import { sensorsMeta } from '../meta';
import { SENSOR_KEY, THRESHOLDS, thresholdProblem, withClearedThresholds } from './sensors';

const noList = (): QueryHookResult<{ items: SensorRecord[]; total: number }> => ({ isLoading: false, isFetching: false, refetch: () => undefined });

const SENSOR_FIELDS: readonly FieldDef[] = [
  { name: 'key', kind: 'text', help: 'resources.sensors.keyHelp', rules: { required: true, pattern: SENSOR_KEY, patternMessage: 'resources.sensors.keyRule' } },
  { name: 'name', kind: 'text', rules: { required: true, maxLength: 64 } },
  { name: 'kind', kind: 'select', initial: 'other', rules: { required: true }, options: SENSOR_KIND_VALUES.map((kind) => ({ value: kind, label: sensorKindKey(kind) })) },
  { name: 'unit', kind: 'text', rules: { maxLength: 16 } },
  ...THRESHOLDS.map(
    (name): FieldDef => ({ name, kind: 'number', help: `resources.sensors.${name}Help`, rules: { check: (_value, values) => thresholdProblem(name, values) } }),
  ),
];

/** The sensor form of one device: writes carry the device, so its list and counts refresh. */
function sensorResource(useCreate: MutationHook<SensorCreate, SensorRecord>, useUpdate: MutationHook<{ id: number; body: SensorUpdate }, SensorRecord>, useRemove: MutationHook<{ id: number; version: number }, null>) {
  return defineResource<SensorRecord, ListQueryBase, SensorCreate, SensorUpdate>({
    meta: sensorsMeta,
    rowLabel: (sensor) => `${sensor.name} (${sensor.key})`,
    list: { useList: noList, fixed: {}, sorts: ['+key'], defaultSort: '+key', columns: [] },
    useGet: useGetSensorQuery,
    create: { useMutation: useCreate, initial: { key: '', name: '' } },
    update: { useMutation: useUpdate, initial: (sensor) => ({ version: sensor.version }) },
    remove: { useMutation: useRemove },
    fields: SENSOR_FIELDS,
    formSize: 'md',
  });
}

const show = (value: number | null) => (value === null ? '' : String(value));

/** The sensors of a device with their warning and alarm thresholds; added, edited and deleted here. */
export function SensorsTab({ device }: { device: DeviceRecord }) {
  const { t } = useTranslation(['device', 'resource']);
  const may = useActions(sensorsMeta.permissions.write);
  const { data, isFetching, error, refetch } = useListDeviceSensorsQuery(device.id);
  const [create, creating] = useCreateDeviceSensorMutation();
  const [update, updating] = useUpdateSensorMutation();
  const [remove, removing] = useDeleteSensorMutation();
  const [form, setForm] = useState<FormTarget>();
  const deviceId = device.id;

  // The writes of this device's sensors, as the pattern's form and delete dialog call them.
  const useCreate = useCallback(
    (): ReturnType<MutationHook<SensorCreate, SensorRecord>> => [(body) => create({ id: deviceId, body }), { isLoading: creating.isLoading }],
    [create, creating.isLoading, deviceId],
  );
  const useUpdate = useCallback(
    (): ReturnType<MutationHook<{ id: number; body: SensorUpdate }, SensorRecord>> => [
      ({ id, body }) => update({ id, body: withClearedThresholds(body) }),
      { isLoading: updating.isLoading },
    ],
    [update, updating.isLoading],
  );
  const useRemove = useCallback(
    (): ReturnType<MutationHook<{ id: number; version: number }, null>> => [({ id, version }) => remove({ id, version }), { isLoading: removing.isLoading }],
    [remove, removing.isLoading],
  );
  const resource = useMemo(() => sensorResource(useCreate, useUpdate, useRemove), [useCreate, useUpdate, useRemove]);
  const deletion = useDeleteRows<SensorRecord>(resource.remove?.useMutation, resource.rowLabel);
  const label = (key: string) => t(`resources.sensors.fields.${key}`);
  const title = t('details.sensors');

  return (
    <Stack gap="3">
      {may.create && (
        <HStack justifyContent="flex-end">
          <Button size="sm" colorPalette="brand" onClick={() => setForm({ mode: 'create' })}>
            {t('resources.sensors.create')}
          </Button>
        </HStack>
      )}
      <DataTable<SensorRecord>
        caption={title}
        columns={[
          { key: 'key', header: label('key'), cell: (sensor) => sensor.key },
          { key: 'name', header: label('name'), cell: (sensor) => sensor.name },
          { key: 'kind', header: label('kind'), cell: (sensor) => t(sensorKindKey(sensor.kind)) },
          { key: 'unit', header: label('unit'), cell: (sensor) => sensor.unit },
          ...THRESHOLDS.map((name) => ({ key: name, header: label(name), align: 'end' as const, cell: (sensor: SensorRecord) => show(sensor[name]) })),
        ]}
        rows={data?.items ?? []}
        rowId={(sensor) => sensor.id}
        rowLabel={(sensor) => resource.rowLabel(sensor)}
        rowActions={
          may.edit || may.delete
            ? (sensor) => (
                <RowActionsMenu
                  label={t('resource:list.actionsFor', { name: resource.rowLabel(sensor) })}
                  items={[
                    ...(may.edit ? [{ key: 'edit', label: t('resource:list.edit'), onSelect: () => setForm({ mode: 'edit', id: sensor.id }) }] : []),
                    ...(may.delete ? [{ key: 'delete', label: t('resource:list.delete'), tone: 'danger' as const, onSelect: () => deletion.ask([sensor]) }] : []),
                  ]}
                />
              )
            : undefined
        }
        loading={isFetching}
        error={error ? (isApiFailure(error) ? error.message : t('resource:list.loadFailed')) : undefined}
        onRetry={() => void refetch()}
        emptyText={t('details.noSensors')}
      />
      <ResourceFormDrawer resource={resource} target={form} onClose={() => setForm(undefined)} />
      <ConfirmDialog
        open={deletion.open}
        title={t('resource:confirm.deleteTitle', { name: deletion.rows[0] ? resource.rowLabel(deletion.rows[0]) : '' })}
        confirmLabel={t('resource:list.delete')}
        tone="danger"
        busy={deletion.busy}
        error={deletion.error}
        onCancel={deletion.cancel}
        onConfirm={() => void deletion.confirm()}
      >
        <Text>{t('resource:confirm.deleteText')}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
