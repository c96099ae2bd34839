import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuditTrail } from './AuditTrail';
import { changedKeys } from './ChangeDiff';
import { renderShell } from './testing.spec-helper';

describe('changedKeys', () => {
  it('lists the keys an update changed, without the bookkeeping ones', () => {
    expect(changedKeys({ name: 'a', phone: '1', version: 1, updated_at: 'x' }, { name: 'b', phone: '1', version: 2, updated_at: 'y' })).toEqual([
      { key: 'name', before: 'a', after: 'b' },
    ]);
  });

  it('lists every key of a creation and of a deletion', () => {
    expect(changedKeys(null, { name: 'a', version: 1 }).map((change) => change.key)).toEqual(['name', 'version']);
    expect(changedKeys({ name: 'a' }, null)).toEqual([{ key: 'name', before: 'a', after: undefined }]);
  });
});

describe('AuditTrail', () => {
  it('shows who did what when, and the before/after side by side on request', async () => {
    await renderShell(
      <AuditTrail
        entries={[{ id: 7, when: '2026-11-21 08:00:00', who: 'Ada (admin)', action: 'user.update', before: { name: 'Old', version: 1 }, after: { name: 'New', version: 2 } }]}
        labelOf={(key) => (key === 'name' ? 'Name' : key)}
      />,
    );
    expect(screen.getByText('Ada (admin)', { exact: false })).toHaveTextContent('2026-11-21 08:00:00 · Ada (admin) · user.update');
    const toggle = screen.getByRole('button', { name: 'Show changes' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const table = screen.getByRole('table', { name: 'user.update 2026-11-21 08:00:00' });
    const [, change] = within(table).getAllByRole('row');
    expect(within(change).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Name', 'Old', 'New']);
    expect(screen.getByRole('button', { name: 'Hide changes' })).toHaveAttribute('aria-expanded', 'true');
  });
});
