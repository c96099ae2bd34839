import { createValues, editValues, toBody } from './formValues';
import { toSaveFailure } from './serverErrors';
import { checkForm } from './validation';
import type { FieldDef } from './types';

const fields: FieldDef[] = [
  { name: 'username', kind: 'text', fixedOnEdit: true, rules: { required: true, pattern: /^[a-z]{3,}$/, patternMessage: 'usernameRule' } },
  { name: 'password', kind: 'password', only: 'create', rules: { required: true, minLength: 10 } },
  { name: 'role_id', kind: 'select', numeric: true, rules: { required: true } },
  { name: 'email', kind: 'email' },
  { name: 'sort', kind: 'number', rules: { integer: true, min: 0, max: 10 } },
  { name: 'permissions', kind: 'custom', initial: [] },
  { name: 'enabled', kind: 'switch', initial: true },
  { name: 'sensors', kind: 'text', visible: (values) => values['role_id'] === '3' },
];

describe('form values and rules', () => {
  it('checks the declaration rules of the fields shown', () => {
    const values = { ...createValues(fields), username: 'Ab', password: 'short', email: 'nope', sort: '2.5' };
    expect(checkForm(fields, 'create', values)).toEqual({
      username: { key: 'usernameRule' },
      password: { key: 'resource:validation.minLength', values: { count: 10 } },
      role_id: { key: 'resource:validation.required' },
      email: { key: 'resource:validation.email' },
      sort: { key: 'resource:validation.integer' },
    });
    // Editing: the username is fixed, the password not asked.
    expect(checkForm(fields, 'edit', { ...values, role_id: '2', email: '', sort: '11' })).toEqual({ sort: { key: 'resource:validation.max', values: { max: 10 } } });
  });

  it('turns the values into the typed body: numbers for ids, lists, switches; only fields shown', () => {
    const body = toBody({ version: 4 }, fields, 'edit', { username: 'fixed', role_id: '3', email: ' a@b.co ', sort: '', permissions: ['userList'], enabled: false, sensors: '1,2' });
    expect(body).toEqual({ version: 4, role_id: 3, email: 'a@b.co', permissions: ['userList'], enabled: false, sensors: '1,2' });
    expect(toBody({ role_id: 0 }, fields, 'create', { ...createValues(fields), username: 'abc', password: ' keep spaces ', role_id: '2' })).toEqual({
      role_id: 2,
      username: 'abc',
      password: ' keep spaces ',
      email: '',
      permissions: [],
      enabled: true,
    });
  });

  it('reads a row into the edit form', () => {
    expect(editValues(fields, { username: 'abc', role_id: 2, email: null, sort: 0, permissions: ['x'], enabled: true })).toEqual({
      username: 'abc',
      role_id: '2',
      email: '',
      sort: '0',
      permissions: ['x'],
      enabled: true,
      sensors: '',
    });
  });

  it('keeps a numeric id of a custom field (a device picker) when editing, and sends it back as a number', () => {
    const picked: FieldDef[] = [{ name: 'parent_id', kind: 'custom', numeric: true, initial: '0' }];
    expect(editValues(picked, { parent_id: 9 })).toEqual({ parent_id: '9' });
    expect(editValues(picked, { parent_id: 0 })).toEqual({ parent_id: '0' });
    expect(toBody({ version: 1 }, picked, 'edit', editValues(picked, { parent_id: 9 }))).toEqual({ version: 1, parent_id: 9 });
  });
});

describe('server errors on a form', () => {
  const shown = ['username', 'role_id'];
  it('puts a 400 naming a field of the form under that field', () => {
    const error = { message: 'username: is already taken', reason: 'code', notified: false, code: 40000, status: 400 };
    expect(toSaveFailure(error, shown, 'Could not save')).toEqual({ kind: 'field', field: 'username', text: 'is already taken' });
  });

  it('keeps a message naming another field, or none, for the whole form', () => {
    expect(toSaveFailure({ message: 'company_id: not found', reason: 'code', notified: false, code: 40400 }, shown, 'x')).toEqual({ kind: 'form', message: 'company_id: not found' });
    expect(toSaveFailure({ message: 'Error', reason: 'http', notified: false }, shown, 'Could not save')).toEqual({ kind: 'form', message: 'Could not save' });
  });

  it('recognises a stale version (409 naming no field)', () => {
    const stale = { message: 'Someone else changed this row in the meantime', reason: 'code', notified: false, code: 40900, status: 409 };
    expect(toSaveFailure(stale, shown, 'x')).toEqual({ kind: 'conflict' });
    const duplicate = { message: 'username: is already taken', reason: 'code', notified: false, code: 40900, status: 409 };
    expect(toSaveFailure(duplicate, shown, 'x')).toMatchObject({ kind: 'field', field: 'username' });
  });
});
