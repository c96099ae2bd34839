import { useMemo } from 'react';
import { NAMESPACES, useTranslation, type TFunction } from '@om/i18n';
import { isRecord } from '@om/core';

/** What an audit entry says about its record: its action, entity, id and snapshots. */
export interface AuditFacts {
  action: string;
  entity: string;
  entity_id?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Audit entities whose resource is not named `<entity in camelCase>s` (or the same without the module prefix). */
const RESOURCE_OF: Readonly<Record<string, string>> = { company: 'companies', learning_item: 'learning', spare_document: 'stockIn' };

const camel = (text: string) => text.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
const plural = (word: string) => (/y$/.test(word) ? `${word.slice(0, -1)}ies` : /(s|x|ch|sh)$/.test(word) ? `${word}es` : `${word}s`);
/** "serial_number" → "Serial number": a key no catalogue names. */
export const humanize = (key: string) => {
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The resource names an entity's fields may be labelled under: `device_type` → deviceTypes, `spare_part` → parts. */
export function resourceNamesOf(entity: string): string[] {
  const rest = entity.includes('_') ? entity.slice(entity.indexOf('_') + 1) : '';
  const names = [RESOURCE_OF[entity], plural(camel(entity)), camel(entity), rest && plural(camel(rest))];
  return [...new Set(names.filter((name): name is string => Boolean(name)))];
}

/** The i18n key labelling a field of an entity's records, found in any module's catalogue; undefined when none does. */
export function fieldKeyOf(exists: (key: string) => boolean, entity: string, field: string): string | undefined {
  for (const name of resourceNamesOf(entity)) {
    for (const ns of NAMESPACES) {
      const key = `${ns}:resources.${name}.fields.${field}`;
      if (exists(key)) return key;
    }
  }
  return undefined;
}

/** A snapshot's own name: "P-101 Feed pump", "manager", "North station". */
export function snapshotName(snapshot: unknown): string | undefined {
  if (!isRecord(snapshot)) return undefined;
  const text = (key: string) => {
    const value = snapshot[key];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const code = text('code') ?? text('number');
  const name = text('name') ?? text('title') ?? text('username');
  const parts = [code, name].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' ') : undefined;
}

function entityName(t: TFunction, entity: string): string {
  return t(`system:resources.audit.entities.${entity}`, { defaultValue: humanize(entity) });
}

/** "User disabled": the entity and the verb of `user.disable`; the action itself when its verb is unknown. */
export function actionText(t: TFunction, exists: (key: string) => boolean, facts: Pick<AuditFacts, 'action' | 'entity'>): string {
  const verb = facts.action.slice(facts.action.indexOf('.') + 1);
  const key = `resource:audit.verbs.${verb}`;
  if (!facts.action.includes('.') || !exists(key)) return facts.action;
  return t('resource:audit.action', { entity: entityName(t, facts.entity), verb: t(key) });
}

/** A permission grant for people: `deviceList:view` → "Device ledger · View". */
export function grantText(t: TFunction, grant: string): string {
  if (grant === 'admin') return t('system:resources.roles.allPermissions');
  const [page = grant, action] = grant.split(':');
  const name = t(`system:permissions.${page}`, { defaultValue: page });
  return action ? `${name} · ${t(`system:permissionActions.${action}`, { defaultValue: action })}` : name;
}

/**
 * The audit log said for people: translated actions ("User disabled"), the record by its name, the
 * changed fields by their labels, and permission lists by the permissions' names.
 */
export function useAuditText() {
  const { t, i18n } = useTranslation(['resource', 'system']);
  return useMemo(() => {
    const exists = (key: string) => i18n.exists(key);
    return {
      action: (facts: Pick<AuditFacts, 'action' | 'entity'>) => actionText(t, exists, facts),
      entity: (entity: string) => entityName(t, entity),
      /** The record's name from its snapshots, else `#id`. */
      record: (facts: AuditFacts) => snapshotName(facts.after) ?? snapshotName(facts.before) ?? (facts.entity_id ? `#${facts.entity_id}` : ''),
      field: (entity: string, key: string) => {
        const found = fieldKeyOf(exists, entity, key);
        return found ? t(found) : humanize(key);
      },
      item: (key: string, item: string) => (key === 'permissions' ? grantText(t, item) : item),
    };
  }, [t, i18n]);
}
