import type { ApprovalRecord } from '@om/api';
import { useTranslation } from '@om/i18n';
import { humanize, useAuditText } from '../../../shared/resource';

const text = (value: unknown): string | undefined => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

/** A payload value for people: text as it is, a list joined, a nested record as "label: value" pairs, never JSON. */
function plain(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(plain).join(', ');
  if (typeof value === 'object') return Object.entries(value).map(([key, inner]) => `${humanize(key)}: ${plain(inner)}`).join('; ');
  return String(value);
}

/**
 * An approval said in the reader's language: a correction's subject from its payload ("Correct the
 * Name of Region #4"), and the payload as labelled fields (the record type and field translated).
 */
export function useApprovalText() {
  const { t } = useTranslation('system');
  const said = useAuditText();
  const entityOf = (approval: ApprovalRecord) => text(approval.payload['entity']);

  const subject = (approval: ApprovalRecord): string => {
    const entity = entityOf(approval);
    const field = text(approval.payload['field']);
    const id = text(approval.payload['entity_id']);
    if (approval.kind !== 'correction' || !entity || !field) return approval.subject;
    return t('resources.approvals.correctionSubject', { entity: said.entity(entity), record: id ? `#${id}` : '', field: said.field(entity, field) });
  };

  const payloadRows = (approval: ApprovalRecord) => {
    const entity = entityOf(approval);
    return Object.entries(approval.payload).map(([key, value]) => {
      let shown = plain(value);
      if (key === 'entity' && entity) shown = said.entity(entity);
      if (key === 'field' && entity && typeof value === 'string') shown = said.field(entity, value);
      if (key === 'entity_id' && text(value)) shown = `#${text(value)}`;
      return { label: t(`resources.approvals.payloadFields.${key}`, { defaultValue: humanize(key) }), value: shown };
    });
  };

  return { subject, payloadRows };
}
