import type { ReactNode } from 'react';
import type { DeviceTypeNode, TemplateField } from '@om/api';
import type { AttributeSpec, FieldValue } from '@om/ui';
import type { CustomFieldProps, FieldDef, FormValues } from '../../shared/resource';

/**
 * The extra attributes of a device in the resource form. Each key of the type tree's templates is a
 * form field `attributes.<key>` (so a server 400 `attributes.power: required` lands under its input),
 * shown while the chosen type's effective template has the key, required when that template says so,
 * and drawn as a typed input (number with its unit, date, choice, text). On save the inputs fold
 * back into `attributes: { power: 7.5 }`.
 */

export const ATTRIBUTE_PREFIX = 'attributes.';
export const attributeFieldName = (key: string) => `${ATTRIBUTE_PREFIX}${key}`;
/** The most characters a text attribute holds (the contract's Attributes). */
export const ATTRIBUTE_TEXT_MAX = 200;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Every type of the tree by id. */
export function typeIndex(nodes: readonly DeviceTypeNode[]): Map<number, DeviceTypeNode> {
  const index = new Map<number, DeviceTypeNode>();
  const visit = (list: readonly DeviceTypeNode[]) => {
    for (const node of list) {
      index.set(node.id, node);
      visit(node.children);
    }
  };
  visit(nodes);
  return index;
}

/** `7`, `'7'` → 7; anything else → undefined. */
function idOf(value: FieldValue | number | undefined): number | undefined {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined;
  return id && id > 0 ? id : undefined;
}

/** What a device of the chosen type fills in: its effective template (inherited fields first). */
export function templateOf(index: ReadonlyMap<number, DeviceTypeNode>, typeId: FieldValue | number | undefined): readonly TemplateField[] {
  const id = idOf(typeId);
  return (id !== undefined && index.get(id)?.effective_template) || [];
}

export function templateFieldOf(index: ReadonlyMap<number, DeviceTypeNode>, values: FormValues, key: string): TemplateField | undefined {
  return templateOf(index, values['type_id']).find((field) => field.key === key);
}

/** A template field as its input draws it. */
export function toAttributeSpec(field: TemplateField): AttributeSpec {
  return {
    key: field.key,
    name: field.name,
    kind: field.kind,
    unit: field.kind === 'number' ? field.unit || undefined : undefined,
    options: field.kind === 'choice' ? (field.options ?? []) : undefined,
    required: field.required === true,
  };
}

function isDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** Why a typed value does not fit its field (an i18n key of the `device` namespace), or undefined. */
export function attributeProblem(field: TemplateField, value: string): string | undefined {
  const text = value.trim();
  if (text === '') return field.required ? 'resource:validation.required' : undefined;
  switch (field.kind) {
    case 'number':
      return Number.isFinite(Number(text)) ? undefined : 'attributes.number';
    case 'date':
      return isDay(text) ? undefined : 'attributes.date';
    case 'choice':
      return (field.options ?? []).includes(text) ? undefined : 'attributes.choice';
    case 'text':
      return text.length > ATTRIBUTE_TEXT_MAX ? 'attributes.tooLong' : undefined;
  }
}

/** Each key of the tree once, in the order the templates name them (a key may recur in another branch). */
export function templateKeys(index: ReadonlyMap<number, DeviceTypeNode>): string[] {
  const keys = new Set<string>();
  for (const node of index.values()) for (const field of node.effective_template) keys.add(field.key);
  return [...keys];
}

export type AttributeRender = (field: TemplateField, props: CustomFieldProps) => ReactNode;

/** The form fields of every attribute the tree's types may ask for. */
export function attributeFields(index: ReadonlyMap<number, DeviceTypeNode>, render: AttributeRender): FieldDef[] {
  return templateKeys(index).map((key) => ({
    name: attributeFieldName(key),
    kind: 'custom',
    label: 'resources.devices.attribute',
    visible: (values) => templateFieldOf(index, values, key) !== undefined,
    rules: {
      requiredWhen: (values) => templateFieldOf(index, values, key)?.required === true,
      check: (value, values) => {
        const field = templateFieldOf(index, values, key);
        return field && typeof value === 'string' ? attributeProblem(field, value) : undefined;
      },
    },
    render: (props) => {
      const field = templateFieldOf(index, props.values, key);
      return field ? render(field, props) : null;
    },
  }));
}

/** A device's attributes as the form keeps them: `{ power: 7.5 }` → `{ 'attributes.power': '7.5' }`. */
export function attributeValues(attributes: Readonly<Record<string, unknown>> | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(attributes ?? {})) {
    if (typeof value === 'string') values[attributeFieldName(key)] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) values[attributeFieldName(key)] = String(value);
  }
  return values;
}

/** The typed value of an input: a number for a number field, trimmed text otherwise; undefined when empty. */
export function attributeValue(field: TemplateField, raw: unknown): string | number | undefined {
  if (typeof raw === 'number') return field.kind === 'number' ? raw : String(raw);
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  if (text === '') return undefined;
  return field.kind === 'number' && Number.isFinite(Number(text)) ? Number(text) : text;
}

/**
 * A form's request body with the attribute inputs folded into `attributes`: only the chosen type's
 * fields, typed (numbers as numbers), empty ones left out; every `attributes.<key>` input removed.
 */
export function foldAttributes<T extends object>(body: T, template: readonly TemplateField[]): T & { attributes: Record<string, string | number> } {
  const attributes: Record<string, string | number> = {};
  for (const field of template) {
    const value = attributeValue(field, Reflect.get(body, attributeFieldName(field.key)));
    if (value !== undefined) attributes[field.key] = value;
  }
  const folded = { ...body, attributes };
  for (const key of Object.keys(folded)) if (key.startsWith(ATTRIBUTE_PREFIX)) Reflect.deleteProperty(folded, key);
  return folded;
}

/** An attribute's value as people read it: `7.5 kW`, a day, a choice, text. */
export function showAttribute(field: TemplateField, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  return field.kind === 'number' && field.unit ? `${text} ${field.unit}` : text;
}
