import { useGetDeviceTypeTreeQuery, type DeviceTypeCreate, type DeviceTypeListQuery, type DeviceTypeNode, type DeviceTypeRecord, type DeviceTypeUpdate } from '@om/api';
import { useTranslation } from '@om/i18n';
import { Tag } from '@om/ui';
import { TreeResourcePage } from '../../../shared/resource';
import { typeLabel, useDeviceTypeTree } from '../lookups';
import { moveTypeFields, useDeviceTypesResource } from './deviceTypes.resource';

function TypeMeta({ node }: { node: DeviceTypeNode }) {
  const { t } = useTranslation('device');
  return (
    <>
      <Tag>{t('resources.deviceTypes.fieldCount', { count: node.template.length })}</Tag> {t('resources.deviceTypes.deviceCount', { count: node.device_count })}
    </>
  );
}

/**
 * /device/type: the tree of device types, each with the extra fields its devices fill in (subtypes
 * inherit their ancestors' fields). Add at the top or under a type, edit, move, delete.
 */
export function DeviceTypesPage() {
  const resource = useDeviceTypesResource();
  const { nodes } = useDeviceTypeTree();
  return (
    <TreeResourcePage<DeviceTypeNode, DeviceTypeRecord, DeviceTypeListQuery, DeviceTypeCreate, DeviceTypeUpdate>
      resource={resource}
      useTree={useGetDeviceTypeTreeQuery}
      label={typeLabel}
      meta={(node) => <TypeMeta node={node} />}
      root={{ label: 'resources.deviceTypes.create', preset: { parent_id: '0' } }}
      child={(node) => ({ label: 'resources.deviceTypes.addChild', preset: { parent_id: String(node.id) } })}
      moveFields={(node) => moveTypeFields(node, nodes)}
    />
  );
}
