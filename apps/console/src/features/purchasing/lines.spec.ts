import { linesCheck, linesText, parseLines, toOrderLines, toSupplyLines } from './lines';

describe('purchasing lines', () => {
  it('round-trips the lines of a record and sends prices as exact text', () => {
    const text = linesText([{ part_id: 3, part_code: 'BJ-1', part_name: '轴承', quantity: 2.5, unit_price: '38.5000' }]);
    expect(parseLines(text)[0]).toMatchObject({ part_id: 3, part_label: 'BJ-1 轴承', quantity: '2.5', unit_price: '38.5000' });
    expect(toOrderLines(text)).toEqual([{ part_id: 3, quantity: 2.5, unit_price: '38.5000' }]);
  });

  it('names the first problem before asking the server', () => {
    expect(linesCheck('[]', 'order')).toBe('lines.none');
    expect(linesCheck(JSON.stringify([{ part_id: 1, quantity: '1' }]), 'supply')).toBe('lines.locationMissing');
    expect(linesCheck(JSON.stringify([{ part_id: 1, quantity: '0' }]), 'order')).toBe('lines.quantityInvalid');
    expect(linesCheck(JSON.stringify([{ part_id: 1, quantity: '1', unit_price: '1e3' }]), 'order')).toBe('lines.priceInvalid');
    expect(linesCheck(JSON.stringify([{ part_id: 1, quantity: '1', unit_price: '' }]), 'order')).toBeUndefined();
    expect(toSupplyLines(JSON.stringify([{ part_id: 1, location_id: 4, quantity: '2' }]))).toEqual([{ part_id: 1, location_id: 4, quantity: 2 }]);
  });
});
