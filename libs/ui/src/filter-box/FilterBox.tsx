import { Button, Flex, Stack, Text, chakra, useRecipe } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from '@om/i18n';
import type { CockpitSelection } from './selection';
import { useUiSize } from '../theme/size';
import { chooseScope, type ScopeLevel } from './cascade';

export interface FilterOption {
  id: number;
  label: string;
}

export interface FilterBoxProps {
  /** The companies the user may see; the company dropdown shows only when there is more than one. */
  companies: readonly FilterOption[];
  regions: readonly FilterOption[];
  units: readonly FilterOption[];
  stations: readonly FilterOption[];
  selection: CockpitSelection;
  onChange(selection: CockpitSelection): void;
  /** Saves the selection and reloads (the button 设置). */
  onApply(): void;
  /** The header tabs: the level-1 region items; choosing one applies at once. */
  regionItems?: readonly FilterOption[];
  menuType?: number;
  onRegionItem?(id: number): void;
}

function Select({ label, level, options, selection, onChange }: {
  label: string;
  level: ScopeLevel;
  options: readonly FilterOption[];
  selection: CockpitSelection;
  onChange(selection: CockpitSelection): void;
}) {
  const { t } = useTranslation('shell');
  const id = useId();
  const size = useUiSize();
  const styles = useRecipe({ key: 'input' })({ size, variant: 'outline' });
  const value = selection[level];
  // A saved choice shows while its list loads.
  const shown = value !== null && !options.some((option) => option.id === value) ? [...options, { id: value, label: `#${value}` }] : options;
  return (
    <Stack gap="1">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        {label}
      </chakra.label>
      <chakra.select
        id={id}
        css={styles}
        paddingInlineEnd="8"
        value={value === null ? '' : String(value)}
        disabled={shown.length === 0}
        onChange={(event) => onChange(chooseScope(selection, level, event.target.value === '' ? null : Number(event.target.value)))}
      >
        <option value="">{t('filter.all')}</option>
        {shown.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.label}
          </option>
        ))}
      </chakra.select>
    </Stack>
  );
}

/**
 * The filter box: company (when the user sees more than one), region, unit and station, cascading,
 * and the apply button (设置 in Chinese) that saves the choice and reloads the page.
 */
export function FilterBox({ companies, regions, units, stations, selection, onChange, onApply, regionItems = [], menuType, onRegionItem }: FilterBoxProps) {
  const { t } = useTranslation('shell');
  const size = useUiSize();
  const tabsLabel = useId();
  return (
    <Stack gap="4">
      {regionItems.length > 0 && onRegionItem && (
        <Stack gap="2">
          <Text id={tabsLabel} fontSize="sm" fontWeight="medium">
            {t('filter.regionItems')}
          </Text>
          <Flex role="group" aria-labelledby={tabsLabel} wrap="wrap" gap="2">
            {regionItems.map((item) => (
              <Button
                key={item.id}
                size="xs"
                variant={item.id === menuType ? 'solid' : 'outline'}
                colorPalette={item.id === menuType ? 'brand' : 'gray'}
                aria-pressed={item.id === menuType}
                onClick={() => onRegionItem(item.id)}
              >
                {item.label}
              </Button>
            ))}
          </Flex>
        </Stack>
      )}
      {companies.length > 1 && (
        <Select label={t('filter.company')} level="companyId" options={companies} selection={selection} onChange={onChange} />
      )}
      <Select label={t('filter.region')} level="regionId" options={regions} selection={selection} onChange={onChange} />
      <Select label={t('filter.unit')} level="unitId" options={units} selection={selection} onChange={onChange} />
      <Select label={t('filter.station')} level="stationId" options={stations} selection={selection} onChange={onChange} />
      <Flex gap="2">
        <Button colorPalette="brand" size={size} onClick={onApply}>
          {t('filter.apply')}
        </Button>
      </Flex>
    </Stack>
  );
}
