import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { GroupedCheckboxes, groupState, toggleGroup } from './GroupedCheckboxes';
import { renderShell } from './testing.spec-helper';

const GROUPS = [
  { key: 'device', label: 'Devices', items: [{ value: 'deviceList', label: 'Device ledger' }, { value: 'deviceTypeList', label: 'Device types' }] },
  { key: 'repair', label: 'Repair', items: [{ value: 'repairList', label: 'Repair work orders' }] },
];

function Editor({ initial, onChange }: { initial: string[]; onChange(value: string[]): void }) {
  const [value, setValue] = useState(initial);
  return (
    <GroupedCheckboxes
      legend="Permissions"
      groups={GROUPS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('groupState / toggleGroup', () => {
  it('is all, some or none', () => {
    expect(groupState(['a', 'b'], ['a', 'b', 'x'])).toBe(true);
    expect(groupState(['a', 'b'], ['b'])).toBe('indeterminate');
    expect(groupState(['a', 'b'], ['x'])).toBe(false);
  });

  it('selects the whole group unless all were chosen, keeping other groups', () => {
    expect(toggleGroup(['a', 'b'], ['x', 'a']).sort()).toEqual(['a', 'b', 'x']);
    expect(toggleGroup(['a', 'b'], ['x', 'a', 'b'])).toEqual(['x']);
  });
});

describe('GroupedCheckboxes (the permission editor)', () => {
  it('shows each group select-all as checked, mixed or unchecked, and toggles the group', async () => {
    const onChange = jest.fn();
    await renderShell(<Editor initial={['deviceList']} onChange={onChange} />);
    const devices = screen.getByRole('checkbox', { name: 'Select all: Devices' });
    const repair = screen.getByRole('checkbox', { name: 'Select all: Repair' });
    expect(devices).toBePartiallyChecked();
    expect(repair).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Device ledger' })).toBeChecked();

    await userEvent.click(devices);
    expect(onChange).toHaveBeenLastCalledWith(expect.arrayContaining(['deviceList', 'deviceTypeList']));
    expect(screen.getByRole('checkbox', { name: 'Select all: Devices' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Device types' })).toBeChecked();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all: Devices' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('checkbox', { name: 'Select all: Devices' })).not.toBeChecked();
  });

  it('turns a group mixed when one item is unticked, from the keyboard too', async () => {
    const onChange = jest.fn();
    await renderShell(<Editor initial={['repairList']} onChange={onChange} />);
    expect(screen.getByRole('checkbox', { name: 'Select all: Repair' })).toBeChecked();
    screen.getByRole('checkbox', { name: 'Device types' }).focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['repairList', 'deviceTypeList']);
    expect(screen.getByRole('checkbox', { name: 'Select all: Devices' })).toBePartiallyChecked();
  });
});
