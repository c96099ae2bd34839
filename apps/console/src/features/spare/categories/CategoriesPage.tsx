import { useGetSpareCategoryTreeQuery, type SpareCategoryCreate, type SpareCategoryListQuery, type SpareCategoryNode, type SpareCategoryRecord, type SpareCategoryUpdate } from '@om/api';
import { TreeResourcePage } from '../../../shared/resource';
import { categoryLabel } from '../lookups';
import { categories, moveCategoryFields } from './categories.resource';

/** /spare/category: the part category tree; add at the top or under a category, edit, move, delete an unused leaf. */
export function CategoriesPage() {
  return (
    <TreeResourcePage<SpareCategoryNode, SpareCategoryRecord, SpareCategoryListQuery, SpareCategoryCreate, SpareCategoryUpdate>
      resource={categories}
      useTree={useGetSpareCategoryTreeQuery}
      label={categoryLabel}
      root={{ label: 'resources.categories.create', preset: { parent_id: '0' } }}
      child={(node) => ({ label: 'resources.categories.addChild', preset: { parent_id: String(node.id) } })}
      moveFields={moveCategoryFields}
    />
  );
}
