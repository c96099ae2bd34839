import type { ScheduledTaskDetail } from '@om/api';
import { draftsOf, outOfBounds, toResults } from './resultDraft';

const task = {
  device_ids: [7, 8],
  items: [
    { key: 'temp', name: 'Temp', check_type: 'numeric', low: 10, high: 75, unit: '℃' },
    { key: 'leak', name: 'Leak', check_type: 'normal_abnormal' },
  ],
  results: [{ device_id: 7, item_key: 'temp', reading: 80, ok: null, note: 'hot', abnormal: true }],
} as unknown as ScheduledTaskDetail;

describe('task results in the form', () => {
  it('reads stored results back into the form', () => {
    expect(draftsOf(task)).toEqual({ '7:temp': { value: '80', note: 'hot' } });
  });

  it('flags readings out of bounds as they are typed', () => {
    const temp = task.items[0];
    if (!temp) throw new Error('fixture');
    expect(['9.9', '10', '75', '75.1', '', 'x'].map((text) => outOfBounds(temp, text))).toEqual([true, false, false, true, false, false]);
  });

  it('sends the answered pairs only, readings as numbers and yes/no as ok', () => {
    expect(toResults(task, { '7:temp': { value: '20', note: '' }, '7:leak': { value: 'bad', note: ' drip ' }, '8:leak': { value: '', note: '' } })).toEqual([
      { device_id: 7, item_key: 'temp', reading: 20 },
      { device_id: 7, item_key: 'leak', ok: false, note: 'drip' },
    ]);
  });
});
