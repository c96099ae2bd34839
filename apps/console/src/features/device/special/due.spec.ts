import { daysBetween, dueHighlight, dueStateOn, DUE_SOON_DAYS } from './due';

describe('the due highlighting of special equipment', () => {
  const today = '2026-11-21';

  it('is overdue before today, due soon from today up to 30 days ahead, fine beyond', () => {
    expect(daysBetween(today, '2026-11-20')).toBe(-1);
    expect(daysBetween(today, '2026-12-21')).toBe(30);
    expect(dueStateOn('2026-11-20', today)).toBe('overdue');
    expect(dueStateOn('2026-11-21', today)).toBe('due_soon');
    expect(dueStateOn('2026-12-21', today)).toBe('due_soon');
    expect(dueStateOn('2026-12-22', today)).toBe('ok');
    expect(DUE_SOON_DAYS).toBe(30);
    // Across a month end and a leap day.
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });

  it('highlights due-soon and overdue rows with a coloured tag that says so in words', () => {
    expect(dueHighlight({ due_state: 'overdue', days_until_due: -3 })).toEqual({ state: 'overdue', color: 'red', text: { key: 'due.overdue', count: 3 }, highlighted: true });
    expect(dueHighlight({ due_state: 'due_soon', days_until_due: 12 })).toEqual({ state: 'due_soon', color: 'orange', text: { key: 'due.soon', count: 12 }, highlighted: true });
    expect(dueHighlight({ due_state: 'due_soon', days_until_due: 0 })).toEqual({ state: 'due_soon', color: 'orange', text: { key: 'due.today', count: 0 }, highlighted: true });
    expect(dueHighlight({ due_state: 'ok', days_until_due: 90 })).toEqual({ state: 'ok', color: 'green', text: { key: 'due.ok', count: 90 }, highlighted: false });
  });

  it("agrees with the server's state for the same day", () => {
    for (const next of ['2026-10-01', '2026-11-20', '2026-11-21', '2026-12-01', '2026-12-21', '2026-12-22', '2027-06-01']) {
      const state = dueStateOn(next, today);
      const highlight = dueHighlight({ due_state: state, days_until_due: daysBetween(today, next) });
      expect(highlight.highlighted).toBe(state !== 'ok');
    }
  });
});
