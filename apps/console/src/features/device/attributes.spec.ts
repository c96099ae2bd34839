import type { DeviceTypeNode, TemplateField } from '@om/api';
import type { CustomFieldProps, FormValues } from '../../shared/resource';
import { checkForm } from '../../shared/resource/validation';
import { toSaveFailure } from '../../shared/resource/serverErrors';
import { toBody } from '../../shared/resource/formValues';
import {
  attributeFieldName, attributeFields, attributeProblem, attributeValues, foldAttributes, showAttribute, templateOf, toAttributeSpec, typeIndex,
} from './attributes';

const at = '2026-11-20T08:00:00.000Z';
const power: TemplateField = { key: 'power', name: 'Rated power', kind: 'number', unit: 'kW', required: true };
const commissioned: TemplateField = { key: 'inspected', name: 'Inspected', kind: 'date', required: false };
const medium: TemplateField = { key: 'medium', name: 'Medium', kind: 'choice', options: ['water', 'oil'], required: false };
const note: TemplateField = { key: 'note', name: 'Note', kind: 'text', required: false };
/** In another branch the same key is text and optional. */
const looseMedium: TemplateField = { key: 'medium', name: 'Medium', kind: 'text', required: false };

function node(id: number, parent: number, own: TemplateField[], effective: TemplateField[], children: DeviceTypeNode[] = []): DeviceTypeNode {
  return {
    id,
    company_id: 1,
    parent_id: parent,
    code: `T${id}`,
    name: `Type ${id}`,
    template: own,
    remark: '',
    version: 1,
    created_at: at,
    updated_at: at,
    effective_template: effective,
    device_count: 0,
    children,
  };
}

// Pumps (power) → Oil pumps (+ medium choice, inspected); Valves (medium as text).
const TREE = [
  node(1, 0, [power], [power], [node(2, 1, [medium, commissioned], [power, medium, commissioned])]),
  node(3, 0, [looseMedium, note], [looseMedium, note]),
];
const index = typeIndex(TREE);
const rendered: string[] = [];
const fields = attributeFields(index, (field: TemplateField, props: CustomFieldProps) => {
  rendered.push(`${field.key}:${field.kind}:${String(props.value)}`);
  return null;
});
const byName = (name: string) => {
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return field;
};

describe('device attributes in the resource form', () => {
  it('knows each type with its effective template (inherited fields first)', () => {
    expect([...index.keys()]).toEqual([1, 2, 3]);
    expect(templateOf(index, '2').map((field) => field.key)).toEqual(['power', 'medium', 'inspected']);
    expect(templateOf(index, 2)).toBe(TREE[0].children[0].effective_template);
    expect(templateOf(index, '')).toEqual([]);
    expect(templateOf(index, '99')).toEqual([]);
  });

  it('declares one form field per key of the tree, named attributes.<key>', () => {
    expect(fields.map((field) => field.name)).toEqual(['attributes.power', 'attributes.medium', 'attributes.inspected', 'attributes.note']);
    expect(fields.every((field) => field.kind === 'custom')).toBe(true);
  });

  it("shows the chosen type's fields only, required as its template says", () => {
    const oilPump: FormValues = { type_id: '2' };
    const valve: FormValues = { type_id: '3' };
    expect(fields.filter((field) => field.visible?.(oilPump, 'create')).map((field) => field.name)).toEqual(['attributes.power', 'attributes.medium', 'attributes.inspected']);
    expect(fields.filter((field) => field.visible?.(valve, 'create')).map((field) => field.name)).toEqual(['attributes.medium', 'attributes.note']);
    expect(byName('attributes.power').rules?.requiredWhen?.(oilPump)).toBe(true);
    expect(byName('attributes.medium').rules?.requiredWhen?.(oilPump)).toBe(false);
  });

  it('checks each value against the chosen type: a required number, a day, a choice among the options', () => {
    const failures = checkForm(fields, 'create', { type_id: '2', 'attributes.power': '', 'attributes.medium': 'gas', 'attributes.inspected': '2026-02-30' });
    expect(failures).toEqual({
      'attributes.power': { key: 'resource:validation.required' },
      'attributes.medium': { key: 'attributes.choice' },
      'attributes.inspected': { key: 'attributes.date' },
    });
    expect(checkForm(fields, 'create', { type_id: '2', 'attributes.power': '7,5' })).toEqual({ 'attributes.power': { key: 'attributes.number' } });
    expect(checkForm(fields, 'create', { type_id: '2', 'attributes.power': '7.5', 'attributes.medium': 'oil', 'attributes.inspected': '2026-02-28' })).toEqual({});
    // The same key as free text in another branch: any text is fine, and it is optional there.
    expect(checkForm(fields, 'create', { type_id: '3', 'attributes.medium': 'gas' })).toEqual({});
    expect(attributeProblem(note, 'x'.repeat(201))).toBe('attributes.tooLong');
  });

  it('draws each field as the chosen type defines it', () => {
    rendered.length = 0;
    const props = (values: FormValues): CustomFieldProps => ({ value: 'oil', onChange: () => undefined, label: '', mode: 'create', readOnly: false, values });
    byName('attributes.medium').render?.(props({ type_id: '2' }));
    byName('attributes.medium').render?.(props({ type_id: '3' }));
    expect(rendered).toEqual(['medium:choice:oil', 'medium:text:oil']);
    expect(toAttributeSpec(power)).toEqual({ key: 'power', name: 'Rated power', kind: 'number', unit: 'kW', options: undefined, required: true });
    expect(toAttributeSpec(medium)).toMatchObject({ kind: 'choice', options: ['water', 'oil'], unit: undefined });
  });

  it('loads a device as form values and folds them back, typed, for the chosen type only', () => {
    expect(attributeValues({ power: 7.5, medium: 'oil', bad: { nested: true } })).toEqual({ 'attributes.power': '7.5', 'attributes.medium': 'oil' });
    const values: FormValues = { type_id: '2', code: 'P-1', 'attributes.power': ' 7.5 ', 'attributes.medium': 'oil', 'attributes.inspected': '', 'attributes.note': 'left over' };
    const body = toBody({ code: '', type_id: 0 }, [{ name: 'code', kind: 'text' }, { name: 'type_id', kind: 'select', numeric: true }, ...fields], 'create', values);
    expect(body).toMatchObject({ 'attributes.power': '7.5', 'attributes.medium': 'oil' });
    expect(body).not.toHaveProperty(['attributes.note']);
    expect(foldAttributes(body, templateOf(index, body.type_id))).toEqual({ code: 'P-1', type_id: 2, attributes: { power: 7.5, medium: 'oil' } });
  });

  it("maps the server's `attributes.power: required` onto the power input", () => {
    const shown = ['code', 'type_id', ...fields.filter((field) => field.visible?.({ type_id: '2' }, 'create')).map((field) => field.name)];
    expect(toSaveFailure({ message: 'attributes.power: required', code: 40000, reason: 'http', notified: false }, shown, 'failed')).toEqual({
      kind: 'field',
      field: attributeFieldName('power'),
      text: 'required',
    });
    expect(toSaveFailure({ message: 'attributes.note: unknown attribute', code: 40000, reason: 'http', notified: false }, shown, 'failed')).toEqual({
      kind: 'form',
      message: 'attributes.note: unknown attribute',
    });
  });

  it('shows a value with its unit', () => {
    expect(showAttribute(power, 7.5)).toBe('7.5 kW');
    expect(showAttribute(medium, 'oil')).toBe('oil');
    expect(showAttribute(power, undefined)).toBe('');
  });
});
