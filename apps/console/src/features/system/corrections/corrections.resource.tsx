import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router';
import { QUERY_VALUES, useCreateCorrectionMutation, useListCorrectionsQuery, type CorrectionCreate, type CorrectionListQuery, type CorrectionRecord } from '@om/api';
import { useTranslation } from '@om/i18n';
import { Tag } from '@om/ui';
import { UserName, defineResource, detailHref, filtersFor, type FormValues } from '../../../shared/resource';
import { useApproverOptions } from '../approvals/approvals.resource';
import { approvalsMeta, correctionsMeta } from '../meta';

export const CORRECTION_STATUSES = ['pending', 'applied', 'rejected', 'withdrawn'] as const;
export const CORRECTION_ENTITIES = ['company', 'user', 'region', 'department'] as const;

/** The fields a correction may change, per entity (the contract's CorrectionCreate.field). */
export const CORRECTABLE: Record<(typeof CORRECTION_ENTITIES)[number], readonly string[]> = {
  company: ['name', 'abbreviation', 'contact', 'phone', 'address'],
  user: ['name', 'phone', 'email'],
  region: ['title'],
  department: ['name'],
};

export const entityKey = (entity: string) => `resources.corrections.entities.${entity}`;
export const statusKey = (status: string) => `resources.corrections.statuses.${status}`;
const fieldKey = (entity: string, field: string) => `resources.corrections.correctable.${entity}.${field}`;

function isEntity(value: unknown): value is keyof typeof CORRECTABLE {
  return typeof value === 'string' && value in CORRECTABLE;
}

/** The fields of the chosen kind of record. */
function useCorrectableOptions(values: FormValues) {
  const { t } = useTranslation('system');
  const entity = values['entity'];
  return isEntity(entity) ? CORRECTABLE[entity].map((field) => ({ value: field, label: t(fieldKey(entity, field)) })) : [];
}

const f = filtersFor<CorrectionListQuery>();

export const corrections = defineResource<CorrectionRecord, CorrectionListQuery, CorrectionCreate, { version: number }>({
  meta: correctionsMeta,
  rowLabel: (correction) => `#${correction.id}`,
  list: {
    useList: useListCorrectionsQuery,
    fixed: {},
    scoped: true,
    sorts: QUERY_VALUES.listCorrections.sort,
    defaultSort: '-created_at',
    columns: [
      { key: 'id', sortable: true },
      { key: 'entity', cell: (row, { t }) => `${t(`system:${entityKey(row.entity)}`)} #${row.entity_id}` },
      { key: 'field', cell: (row, { t }) => (isEntity(row.entity) ? t(`system:${fieldKey(row.entity, row.field)}`, { defaultValue: row.field }) : row.field) },
      { key: 'old_value' },
      { key: 'new_value' },
      { key: 'reason' },
      { key: 'requester_id', cell: (row) => <UserName id={row.requester_id} /> },
      { key: 'status', cell: (row, { t }) => <Tag tone={row.status === 'pending' ? 'brand' : 'neutral'}>{t(`system:${statusKey(row.status)}`)}</Tag> },
      {
        key: 'approval_id',
        cell: (row, { t }) => (
          <ChakraLink asChild color="brand.fg">
            <Link to={detailHref(approvalsMeta, row.approval_id) ?? '#'}>{t('system:resources.corrections.openApproval', { id: row.approval_id })}</Link>
          </ChakraLink>
        ),
      },
      { key: 'created_at', sortable: true, defaultHidden: true, cell: (row, { dateTime }) => dateTime(row.created_at) },
    ],
    filters: [
      f.search(),
      f.choice('status', CORRECTION_STATUSES, 'resources.corrections.fields.status', statusKey),
      f.choice('entity', CORRECTION_ENTITIES, 'resources.corrections.fields.entity', entityKey),
    ],
  },
  create: {
    useMutation: useCreateCorrectionMutation,
    initial: { entity: 'company', entity_id: 0, field: '', new_value: '', reason: '', approver_ids: [] },
  },
  fields: [
    { name: 'entity', kind: 'select', initial: 'company', rules: { required: true }, options: CORRECTION_ENTITIES.map((entity) => ({ value: entity, label: entityKey(entity) })) },
    { name: 'entity_id', kind: 'number', help: 'resources.corrections.entityIdHelp', rules: { required: true, integer: true, min: 1 } },
    { name: 'field', kind: 'select', rules: { required: true }, useOptions: useCorrectableOptions },
    { name: 'new_value', kind: 'text', rules: { maxLength: 500 } },
    { name: 'reason', kind: 'textarea', rules: { required: true, maxLength: 500 } },
    { name: 'approver_ids', kind: 'checkboxes', numeric: true, help: 'resources.approvals.approversHelp', rules: { required: true }, useOptions: useApproverOptions },
  ],
});
