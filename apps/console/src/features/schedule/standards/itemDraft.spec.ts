import { draftToBody } from './standards.resource';
import { freshKey, toDraft, toItems, type ItemDraft } from './itemDraft';

const item = (patch: Partial<ItemDraft>): ItemDraft => ({ key: 'item_1', name: 'Temp', check_type: 'numeric', low: '10', high: '75', unit: '℃', method: '', ...patch });

describe('the checklist editor', () => {
  it('turns drafts into items, numbers as numbers, bounds only on readings', () => {
    expect(toItems([item({}), item({ key: 'leak', name: 'Leak', check_type: 'normal_abnormal', low: '3' })])).toEqual({
      items: [
        { key: 'item_1', name: 'Temp', check_type: 'numeric', method: '', low: 10, high: 75, unit: '℃' },
        { key: 'leak', name: 'Leak', check_type: 'normal_abnormal', method: '' },
      ],
    });
    expect(toItems([item({ low: '' })])).toEqual({ items: [{ key: 'item_1', name: 'Temp', check_type: 'numeric', method: '', low: null, high: 75, unit: '℃' }] });
  });

  it('names the first item the server would refuse', () => {
    expect(toItems([item({}), item({ key: 'b', name: ' ' })])).toEqual({ problem: { index: 1, field: 'name' } });
    expect(toItems([item({ low: '', high: '' })])).toEqual({ problem: { index: 0, field: 'low' } });
    expect(toItems([item({ low: '80' })])).toEqual({ problem: { index: 0, field: 'high' } });
    expect(toItems([item({ low: 'x' })])).toEqual({ problem: { index: 0, field: 'low' } });
  });

  it('keeps existing keys and finds a fresh one for a new item', () => {
    expect(freshKey([item({ key: 'item_2' }), item({ key: 'item_3' })])).toBe('item_4');
    expect(freshKey([item({ key: 'leak' })])).toBe('item_2');
    expect(toDraft({ key: 'k', name: 'N', check_type: 'numeric', low: null, high: 4.5 })).toEqual({ key: 'k', name: 'N', check_type: 'numeric', low: '', high: '4.5', unit: '', method: '' });
  });

  it('sends the create form as a standard with its first item', () => {
    expect(draftToBody({ code: 'S1', name: 'Pump', first_item_name: 'Temp', first_item_type: 'numeric', first_item_high: 75 })).toEqual({
      code: 'S1',
      name: 'Pump',
      items: [{ key: 'item_1', name: 'Temp', check_type: 'numeric', low: null, high: 75, unit: '' }],
    });
    expect(draftToBody({ code: 'S2', name: 'Valve', first_item_name: 'Closed', first_item_type: 'pass_fail', first_item_low: 3 }).items).toEqual([
      { key: 'item_1', name: 'Closed', check_type: 'pass_fail' },
    ]);
  });
});
