import type { StandardItemValue } from '../db/schema';
import { judge, judgeResults, missingResults } from './results';

const temp: StandardItemValue = { key: 'temp', name: '温度', check_type: 'numeric', low: 10, high: 75, unit: '℃' };
const upperOnly: StandardItemValue = { key: 'vib', name: '振动', check_type: 'numeric', low: null, high: 4.5 };
const leak: StandardItemValue = { key: 'leak', name: '泄漏', check_type: 'normal_abnormal' };

describe('judging results', () => {
  it('judges readings against both bounds, inclusive, and open bounds', () => {
    expect([9.99, 10, 75, 75.01].map((reading) => judge(temp, { reading, ok: null }))).toEqual([true, false, false, true]);
    expect([-100, 4.5, 4.6].map((reading) => judge(upperOnly, { reading, ok: null }))).toEqual([false, false, true]);
  });

  it('judges the other check types by their good outcome', () => {
    expect(judge(leak, { reading: null, ok: true })).toBe(false);
    expect(judge(leak, { reading: null, ok: false })).toBe(true);
  });

  it('checks devices, items, duplicates and the kind of value', () => {
    expect(judgeResults([temp, leak], [7], [{ device_id: 8, item_key: 'temp', reading: 1 }])).toEqual({ problem: { field: 'results.0.device_id', key: 'validation.notFound' } });
    expect(judgeResults([temp], [7], [{ device_id: 7, item_key: 'x', reading: 1 }])).toEqual({ problem: { field: 'results.0.item_key', key: 'validation.notFound' } });
    expect(judgeResults([temp], [7], [{ device_id: 7, item_key: 'temp', reading: 1 }, { device_id: 7, item_key: 'temp', reading: 2 }])).toEqual({
      problem: { field: 'results.1.item_key', key: 'validation.taken' },
    });
    expect(judgeResults([temp], [7], [{ device_id: 7, item_key: 'temp', ok: true }])).toEqual({ problem: { field: 'results.0.reading', key: 'validation.required' } });
    expect(judgeResults([leak], [7], [{ device_id: 7, item_key: 'leak', ok: true, reading: 3 }])).toEqual({ problem: { field: 'results.0.reading', key: 'validation.unknownField' } });
    expect(judgeResults([temp, leak], [7], [{ device_id: 7, item_key: 'temp', reading: 80, note: '高' }, { device_id: 7, item_key: 'leak', ok: true }])).toEqual({
      results: [
        { device_id: 7, item_key: 'temp', reading: 80, ok: null, note: '高', abnormal: true },
        { device_id: 7, item_key: 'leak', reading: null, ok: true, note: '', abnormal: false },
      ],
    });
  });

  it('counts the (device, item) pairs without a result', () => {
    const done = [{ device_id: 1, item_key: 'temp', reading: 20, ok: null, note: '', abnormal: false }];
    expect(missingResults([temp, leak], [1, 2], done)).toBe(3);
    expect(missingResults([temp], [1], done)).toBe(0);
  });
});
