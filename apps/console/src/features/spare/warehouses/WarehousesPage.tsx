import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from 'react-router';
import { useState } from 'react';
import { useGetSpareLocationTreeQuery, type SpareLocationNode, type SpareWarehouseRecord } from '@om/api';
import { useActions } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { ConfirmDialog, Panel, TreeList, type TreeItem } from '@om/ui';
import { ResourceFormDrawer, ResourceListPage, useDeleteRows, type FormTarget } from '../../../shared/resource';
import { locationsMeta } from '../meta';
import { MAX_SPARE_LABELS } from '../labels';
import { printPath } from '../../../shared/print/registry';
import { locations, warehouses } from './warehouses.resource';

function itemsOf(nodes: readonly SpareLocationNode[]): TreeItem[] {
  return nodes.map((node) => ({ id: node.id, label: `${node.code} ${node.name}`, children: itemsOf(node.children) }));
}

/** The locations that hold stock (areas only group them). */
function leavesOf(nodes: readonly SpareLocationNode[]): number[] {
  return nodes.flatMap((node) => (node.children.length ? leavesOf(node.children) : node.parent_id ? [node.id] : []));
}

function findNode(nodes: readonly SpareLocationNode[], id: number): SpareLocationNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The areas and locations of one warehouse: add an area, a location in an area, edit, delete. */
function LocationsPanel({ warehouse }: { warehouse: SpareWarehouseRecord }) {
  const { t } = useTranslation(['spare', 'resource']);
  const may = useActions(locationsMeta.permissions.write);
  const { data } = useGetSpareLocationTreeQuery({ warehouse_id: warehouse.id });
  const nodes = data ?? [];
  const [form, setForm] = useState<FormTarget>();
  const deletion = useDeleteRows<SpareLocationNode>(locations.remove?.useMutation, locations.rowLabel);
  const title = t('locations.title', { name: warehouse.name });
  const leafIds = leavesOf(nodes);
  const actions = (item: TreeItem) => {
    const node = findNode(nodes, item.id);
    if (!node) return null;
    return (
      <>
        {may.create && node.parent_id === 0 && (
          <Button size="xs" variant="ghost" aria-label={t('locations.addIn', { name: item.label })} onClick={() => setForm({ mode: 'create', preset: { warehouse_id: String(warehouse.id), parent_id: String(node.id) } })}>
            {t('locations.add')}
          </Button>
        )}
        {may.edit && (
          <Button size="xs" variant="ghost" aria-label={t('resource:list.editRow', { name: item.label })} onClick={() => setForm({ mode: 'edit', id: node.id })}>
            {t('resource:list.edit')}
          </Button>
        )}
        {may.delete && (
          <Button size="xs" variant="ghost" colorPalette="red" aria-label={t('resource:list.deleteRow', { name: item.label })} onClick={() => deletion.ask([node])}>
            {t('resource:list.delete')}
          </Button>
        )}
      </>
    );
  };
  return (
    <Panel title={title}>
      <Stack gap="3">
        <HStack gap="2">
          {may.create && (
            <Button size="sm" variant="outline" onClick={() => setForm({ mode: 'create', preset: { warehouse_id: String(warehouse.id), parent_id: '0' } })}>
              {t('locations.addArea')}
            </Button>
          )}
          {leafIds.length > 0 && (
            <Button asChild size="sm" variant="outline">
              <Link to={printPath('spare-location-qr', leafIds.slice(0, MAX_SPARE_LABELS))}>{t('labels.printLocations')}</Link>
            </Button>
          )}
        </HStack>
        <TreeList label={title} items={itemsOf(nodes)} actions={actions} emptyText={t('locations.empty')} />
      </Stack>
      <ResourceFormDrawer resource={locations} target={form} onClose={() => setForm(undefined)} />
      <ConfirmDialog
        open={deletion.open}
        title={t('resource:confirm.deleteTitle', { name: deletion.rows[0] ? `${deletion.rows[0].code} ${deletion.rows[0].name}` : '' })}
        confirmLabel={t('resource:list.delete')}
        tone="danger"
        busy={deletion.busy}
        error={deletion.error}
        onCancel={deletion.cancel}
        onConfirm={() => void deletion.confirm()}
      >
        <Text>{t('resource:confirm.deleteText')}</Text>
      </ConfirmDialog>
    </Panel>
  );
}

/**
 * /spare/warehouse: the warehouses of the company (code, name, station, storekeeper, address, status);
 * "Locations" opens the warehouse's areas and locations below the list; "Environment" its watch page.
 */
export function WarehousesPage() {
  const { t } = useTranslation('spare');
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<SpareWarehouseRecord>();
  return (
    <Stack gap="6">
      <ResourceListPage
        resource={warehouses}
        rowMenu={(row) => [
          { key: 'locations', label: t('locations.button'), onSelect: () => setChosen(row) },
          { key: 'watch', label: t('watch.button'), onSelect: () => navigate(`/spare/warehouse/watch/${row.id}`) },
        ]}
      />
      {chosen && <LocationsPanel key={chosen.id} warehouse={chosen} />}
    </Stack>
  );
}
