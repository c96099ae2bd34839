import { useGetDocumentCategoryTreeQuery } from '@om/api';
import { useTranslation } from '@om/i18n';
import { TreeResourcePage } from '../../../shared/resource';
import { categories, moveCategoryFields } from './categories.resource';

/** /files/category: the document category tree, with the number of documents filed in each category. */
export function CategoriesPage() {
  const { t } = useTranslation('files');
  return (
    <TreeResourcePage
      resource={categories}
      useTree={useGetDocumentCategoryTreeQuery}
      label={(node) => node.name}
      meta={(node) => t('resources.categories.documentCount', { count: node.document_count })}
      root={{ label: 'resources.categories.create', preset: { parent_id: '0' } }}
      child={(node) => ({ label: 'resources.categories.addChild', preset: { parent_id: String(node.id) } })}
      moveFields={moveCategoryFields}
    />
  );
}
