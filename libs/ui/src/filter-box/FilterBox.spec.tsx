import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createI18n, I18nextProvider, loadLanguage, type Language } from '@om/i18n';
import type { CockpitSelection } from './selection';
import { UiProvider } from '../theme/UiProvider';
import { chooseScope, EMPTY_SCOPE, regionItemScope, regionQueries } from './cascade';
import { FilterBox, type FilterOption } from './FilterBox';

describe('the cascade', () => {
  it('clears every level below the one chosen', () => {
    const full: CockpitSelection = { companyId: 1, regionId: 2, unitId: 3, stationId: 4 };
    expect(chooseScope(full, 'regionId', 5)).toEqual({ companyId: 1, regionId: 5, unitId: null, stationId: null });
    expect(chooseScope(full, 'companyId', null)).toEqual(EMPTY_SCOPE);
    expect(chooseScope(full, 'stationId', 9)).toEqual({ ...full, stationId: 9 });
    expect(regionItemScope(full, 7)).toEqual({ companyId: 1, regionId: 7, unitId: null, stationId: null });
  });

  it('asks GET /api/get_region for each level whose parent is chosen, sorted by +id', () => {
    expect(regionQueries(EMPTY_SCOPE, 3)).toEqual({
      regions: { company_id: 3, parent_id: 0, level: 1, sort: '+id' },
      units: undefined,
      stations: undefined,
    });
    expect(regionQueries({ companyId: 8, regionId: 2, unitId: 5, stationId: null }, 3)).toEqual({
      regions: { company_id: 8, parent_id: 0, level: 1, sort: '+id' },
      units: { company_id: 8, parent_id: 2, level: 2, sort: '+id' },
      stations: { company_id: 8, parent_id: 5, level: 3, sort: '+id' },
    });
    expect(regionQueries(EMPTY_SCOPE, undefined).regions).toBeUndefined();
  });
});

const regions: FilterOption[] = [{ id: 11, label: 'North' }, { id: 12, label: 'South' }];
const units: FilterOption[] = [{ id: 21, label: 'Unit A' }];

async function renderBox(language: Language, companies: FilterOption[]) {
  const i18n = createI18n(language, await loadLanguage(language));
  const onApply = jest.fn();
  const changes: CockpitSelection[] = [];
  function Box() {
    const [selection, setSelection] = useState<CockpitSelection>({ ...EMPTY_SCOPE, unitId: null });
    return (
      <FilterBox
        companies={companies}
        regions={regions}
        units={selection.regionId ? units : []}
        stations={[]}
        selection={selection}
        onChange={(next) => {
          changes.push(next);
          setSelection(next);
        }}
        onApply={onApply}
      />
    );
  }
  render(
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <Box />
      </UiProvider>
    </I18nextProvider>,
  );
  return { onApply, changes };
}

describe('FilterBox', () => {
  it('shows the company dropdown only for more than one company', async () => {
    await renderBox('en', [{ id: 1, label: 'RWW' }]);
    expect(screen.queryByRole('combobox', { name: 'Company' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Region' })).toBeInTheDocument();
  });

  it('cascades region → unit and applies with the button (Apply)', async () => {
    const { onApply, changes } = await renderBox('en', [{ id: 1, label: 'RWW' }, { id: 2, label: 'Lakeside' }]);
    expect(screen.getByRole('combobox', { name: 'Company' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Unit' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'South');
    expect(changes.at(-1)).toEqual({ companyId: null, regionId: 12, unitId: null, stationId: null });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'Unit A');
    expect(changes.at(-1)).toMatchObject({ regionId: 12, unitId: 21 });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalled();
  });

  it('labels the button 设置 in Chinese', async () => {
    await renderBox('zh', []);
    expect(screen.getByRole('button', { name: '设置' })).toBeInTheDocument();
  });
});
