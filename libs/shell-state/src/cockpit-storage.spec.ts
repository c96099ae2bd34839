import { type CockpitSelection } from '@om/ui';
import {
  DEFAULT_MENU_TYPE, readCockpitSelection, readMenuType, scopeQuery, writeCockpitSelection, writeMenuType,
} from './cockpit-storage';
import { memoryStorage } from './storage';

const none: CockpitSelection = { companyId: null, regionId: null, partnerId: null, stationId: null };

describe('filter box selection (localStorage cockpit)', () => {
  it('round-trips', () => {
    const storage = memoryStorage();
    const selection = { companyId: 3, regionId: 10, partnerId: null, stationId: null };
    writeCockpitSelection(selection, storage);
    expect(JSON.parse(storage.getItem('cockpit') ?? '')).toEqual(selection);
    expect(readCockpitSelection(storage)).toEqual(selection);
  });

  it.each([
    ['nothing', {}],
    ['bad JSON', { cockpit: '{companyId:1' }],
    ['a list', { cockpit: '[1,2]' }],
  ])('is empty with %s saved', (_, items) => {
    expect(readCockpitSelection(memoryStorage(items))).toEqual(none);
  });

  it('keeps valid ids (digit strings too) and nulls the rest', () => {
    const saved = { companyId: '12', regionId: -1, partnerId: 1.5, stationId: 'abc' };
    expect(readCockpitSelection(memoryStorage({ cockpit: JSON.stringify(saved) }))).toEqual({ ...none, companyId: 12 });
  });

  it('adds the chosen levels to list queries, leaving the others out', () => {
    expect(scopeQuery(none)).toEqual({});
    expect(scopeQuery({ companyId: 1, regionId: 0, partnerId: null, stationId: 9 })).toEqual({ company_id: 1, region_id: 0, station_id: 9 });
  });
});

describe('menu type', () => {
  it('is 1 until chosen, then the chosen key', () => {
    const storage = memoryStorage();
    expect(readMenuType(storage)).toBe(DEFAULT_MENU_TYPE);
    expect(DEFAULT_MENU_TYPE).toBe(1);
    writeMenuType(4, storage);
    expect(readMenuType(storage)).toBe(4);
    writeMenuType(-2, storage);
    expect(readMenuType(storage)).toBe(4);
  });

  it('is 1 when the saved value is not an id', () => {
    expect(readMenuType(memoryStorage({ menuType: 'two' }))).toBe(1);
  });
});
