import { filtersFor } from './filters';
import { fromSortState, parseListState, toListQuery, toSearchParams, toSortState, type ListStateSpec } from './listState';
import type { ViewDef } from './types';

interface Query {
  page?: number;
  limit?: number;
  sort?: '+id' | '-id' | '+name' | '-name';
  keyword?: string;
  status?: 'active' | 'disabled';
  role_id?: number;
  company_id?: number;
  mine?: boolean;
  todo?: boolean;
}

const f = filtersFor<Query>();
const views: ViewDef[] = [
  { key: 'todo', label: 'todo', params: { todo: true } },
  { key: 'mine', label: 'mine', params: { mine: true } },
];
const spec: ListStateSpec = {
  sorts: ['+id', '-id', '+name', '-name'],
  defaultSort: '+id',
  filters: [f.search(), f.choice('status', ['active', 'disabled'], 'status', String), f.lookup('role_id', 'role', () => [])],
  views,
};

describe('list state in the URL', () => {
  it('round-trips: state → search params → the same state', () => {
    const state = { page: 3, limit: 50, sort: '-name', filters: { keyword: 'ma', status: 'disabled', role_id: '4' }, view: 'mine' };
    const params = toSearchParams(state, spec);
    expect(params.toString()).toBe('view=mine&keyword=ma&status=disabled&role_id=4&sort=-name&page=3&limit=50');
    expect(parseListState(new URLSearchParams(params.toString()), spec)).toEqual(state);
  });

  it('leaves defaults out of the URL', () => {
    expect(toSearchParams({ page: 1, limit: 20, sort: '+id', filters: {}, view: 'todo' }, spec).toString()).toBe('');
    expect(parseListState(new URLSearchParams(''), spec)).toEqual({ page: 1, limit: 20, sort: '+id', filters: {}, view: 'todo' });
  });

  it('falls back to defaults for anything a hand-edited URL gets wrong', () => {
    const state = parseListState(new URLSearchParams('page=-2&limit=7&sort=+password&status=gone&role_id=abc&view=nope&keyword=x'), spec);
    expect(state).toEqual({ page: 1, limit: 20, sort: '+id', filters: { keyword: 'x' }, view: 'todo' });
  });

  it('keeps the parameters it does not own (another part of the page)', () => {
    const params = toSearchParams({ page: 2, limit: 20, sort: '+id', filters: {}, view: 'todo' }, spec, new URLSearchParams('tab=history&status=active'));
    expect(params.toString()).toBe('tab=history&page=2');
  });

  it('builds the typed list request: paging, sort, view, filters, and the filter box scope', () => {
    const state = parseListState(new URLSearchParams('view=mine&status=active&role_id=4&page=2'), spec);
    expect(toListQuery<Query>(state, spec, { company_id: 9 }, {})).toEqual({
      page: 2,
      limit: 20,
      sort: '+id',
      company_id: 9,
      mine: true,
      status: 'active',
      role_id: 4,
    });
  });

  it('converts header sorting to the contract sort, and back', () => {
    expect(toSortState('-name')).toEqual({ key: 'name', direction: 'desc' });
    expect(toSortState('+id')).toEqual({ key: 'id', direction: 'asc' });
    expect(fromSortState({ key: 'name', direction: 'desc' }, spec.sorts)).toBe('-name');
    expect(fromSortState({ key: 'email', direction: 'asc' }, spec.sorts)).toBeUndefined();
  });
});
