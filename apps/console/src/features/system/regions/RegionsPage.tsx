import { useGetRegionTreeQuery, type RegionCreate, type RegionListQuery, type RegionRecord, type RegionTreeNode, type RegionUpdate } from '@om/api';
import { useTranslation } from '@om/i18n';
import { Tag } from '@om/ui';
import { TreeResourcePage } from '../../../shared/resource';
import { levelKey, moveRegionFields, regions } from './regions.resource';

function Level({ node }: { node: RegionTreeNode }) {
  const { t } = useTranslation('system');
  return <Tag>{t(levelKey(node.level))}</Tag>;
}

/**
 * /system/region: the region tree (region → unit or partner → station) with the station's items,
 * options and sensors. Titled "Customer management" on hosts in customer mode (the route's title).
 */
export function RegionsPage() {
  return (
    <TreeResourcePage<RegionTreeNode, RegionRecord, RegionListQuery, RegionCreate, RegionUpdate>
      resource={regions}
      useTree={useGetRegionTreeQuery}
      label={(node) => node.title}
      meta={(node) => <Level node={node} />}
      root={{ label: 'resources.regions.create', preset: { level: '1', parent_id: '0' } }}
      child={(node) =>
        node.level < 3
          ? { label: node.level === 1 ? 'resources.regions.addUnit' : 'resources.regions.addStation', preset: { level: String(node.level + 1), parent_id: String(node.id) } }
          : undefined
      }
      moveFields={(node) => (node.level > 1 ? moveRegionFields(node) : [])}
    />
  );
}
