import { Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiFailure, useListDevicesQuery, type DeviceRecord } from '@om/api';
import { useCanOperation } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { DataTable } from '@om/ui';
import { ResourceFormDrawer, detailHref, type FormTarget } from '../../../shared/resource';
import { DeviceStatusTag } from '../DeviceTags';
import { useDevicesResource } from '../ledger/devices.resource';
import { devicesMeta } from '../meta';

const SHOWN = 100;

/** The devices this one is the assembly of, each linking to its page; a new part starts under it. */
export function ChildrenTab({ device }: { device: DeviceRecord }) {
  const { t } = useTranslation(['device', 'resource']);
  const resource = useDevicesResource();
  const mayCreate = useCanOperation('createDevice');
  const [form, setForm] = useState<FormTarget>();
  const { data, isFetching, error, refetch } = useListDevicesQuery({ parent_id: device.id, limit: SHOWN, sort: '+code' });
  const label = (key: string) => t(`resources.devices.fields.${key}`);
  const rows = data?.items ?? [];
  return (
    <Stack gap="3">
      {mayCreate && (
        <HStack justifyContent="flex-end">
          <Button
            size="sm"
            colorPalette="brand"
            onClick={() => setForm({ mode: 'create', preset: { parent_id: String(device.id), station_id: String(device.station_id), type_id: '' } })}
          >
            {t('details.addChild')}
          </Button>
        </HStack>
      )}
      <DataTable<DeviceRecord>
        caption={t('details.children')}
        columns={[
          {
            key: 'code',
            header: label('code'),
            cell: (child) => (
              <ChakraLink asChild color="brand.fg" fontWeight="medium">
                <Link to={detailHref(devicesMeta, child.id) ?? '#'}>{child.code}</Link>
              </ChakraLink>
            ),
          },
          { key: 'name', header: label('name'), cell: (child) => child.name },
          { key: 'type_id', header: label('type_id'), cell: (child) => child.type_name },
          { key: 'location', header: label('location'), cell: (child) => child.location },
          { key: 'status', header: label('status'), cell: (child) => <DeviceStatusTag status={child.status} /> },
        ]}
        rows={rows}
        rowId={(child) => child.id}
        rowLabel={(child) => `${child.code} ${child.name}`}
        loading={isFetching}
        error={error ? (isApiFailure(error) ? error.message : t('resource:list.loadFailed')) : undefined}
        onRetry={() => void refetch()}
        emptyText={t('details.noChildren')}
      />
      {data && data.total > rows.length && (
        <Text fontSize="sm" color="fg.muted">
          {t('details.moreChildren', { shown: rows.length, total: data.total })}
        </Text>
      )}
      <ResourceFormDrawer resource={resource} target={form} onClose={() => setForm(undefined)} />
    </Stack>
  );
}
