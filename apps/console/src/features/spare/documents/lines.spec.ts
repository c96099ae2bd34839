import { emptyLine, linesCheck, parseLines, toLineInputs } from './lines';
import { limitsCheck, parseLimits } from '../parts/LimitsEditor';

describe('document lines as the form keeps them', () => {
  it('reads back what the editor wrote and ignores text that is not a list', () => {
    const text = JSON.stringify([{ ...emptyLine(), part_id: 3, part_label: 'BJ-0001 轴承', location_id: 7, quantity: '2.5', batch: 'B1', unit_price: '' }]);
    expect(parseLines(text)).toEqual([{ part_id: 3, part_label: 'BJ-0001 轴承', location_id: 7, batch: 'B1', quantity: '2.5', unit_price: '' }]);
    expect(parseLines('{"part_id":1}')).toEqual([]);
    expect(parseLines('not json')).toEqual([]);
    expect(parseLines(undefined)).toEqual([]);
  });

  it("sends the contract's lines: numbers, batch only when given, no unit price when empty (the part's applies)", () => {
    const lines = [
      { part_id: 3, part_label: '', location_id: 7, batch: ' B1 ', quantity: '2.5', unit_price: '' },
      { part_id: 4, part_label: '', location_id: 8, batch: '', quantity: '1', unit_price: '12.30' },
    ];
    expect(toLineInputs(lines)).toEqual([
      { part_id: 3, location_id: 7, quantity: 2.5, batch: 'B1' },
      { part_id: 4, location_id: 8, quantity: 1, unit_price: 12.3 },
    ]);
  });

  it('names the first problem before the server is asked', () => {
    const line = { part_id: 3, part_label: '', location_id: 7, batch: '', quantity: '1', unit_price: '' };
    expect(linesCheck('[]')).toBe('lines.none');
    expect(linesCheck(JSON.stringify([{ ...line, part_id: 0 }]))).toBe('lines.partMissing');
    expect(linesCheck(JSON.stringify([{ ...line, location_id: 0 }]))).toBe('lines.locationMissing');
    expect(linesCheck(JSON.stringify([{ ...line, location_id: 0 }]), true)).toBeUndefined();
    expect(linesCheck(JSON.stringify([{ ...line, quantity: '0' }]))).toBe('lines.quantityInvalid');
    expect(linesCheck(JSON.stringify([{ ...line, quantity: 'abc' }]))).toBe('lines.quantityInvalid');
    expect(linesCheck(JSON.stringify([{ ...line, unit_price: '-1' }]))).toBe('lines.priceInvalid');
    expect(linesCheck(JSON.stringify([line]))).toBeUndefined();
  });
});

describe('stock limits per warehouse', () => {
  it('keeps valid limits and refuses a maximum below the minimum (0 = no maximum)', () => {
    const text = JSON.stringify([{ warehouse_id: 1, min_quantity: 5, max_quantity: 20 }, { warehouse_id: 'x', min_quantity: 1, max_quantity: 2 }]);
    expect(parseLimits(text)).toEqual([{ warehouse_id: 1, min_quantity: 5, max_quantity: 20 }]);
    expect(limitsCheck(text)).toBeUndefined();
    expect(limitsCheck(JSON.stringify([{ warehouse_id: 1, min_quantity: 5, max_quantity: 0 }]))).toBeUndefined();
    expect(limitsCheck(JSON.stringify([{ warehouse_id: 1, min_quantity: 5, max_quantity: 3 }]))).toBe('resources.parts.limitRange');
  });
});
