import { useGetDepartmentTreeQuery, type DepartmentNode } from '@om/api';
import { useTranslation } from '@om/i18n';
import { TreeResourcePage, UserName } from '../../../shared/resource';
import { departments, moveDepartmentFields } from './departments.resource';

function Leader({ node }: { node: DepartmentNode }) {
  const { t } = useTranslation('system');
  if (!node.leader_user_id) return null;
  return (
    <>
      {t('resources.departments.fields.leader_user_id')}: <UserName id={node.leader_user_id} />
    </>
  );
}

/** /system/areas: the department tree with the person in charge of each department. */
export function DepartmentsPage() {
  return (
    <TreeResourcePage
      resource={departments}
      useTree={useGetDepartmentTreeQuery}
      label={(node) => node.name}
      meta={(node) => <Leader node={node} />}
      root={{ label: 'resources.departments.create', preset: { parent_id: '0' } }}
      child={(node) => ({ label: 'resources.departments.addChild', preset: { parent_id: String(node.id) } })}
      moveFields={moveDepartmentFields}
    />
  );
}
