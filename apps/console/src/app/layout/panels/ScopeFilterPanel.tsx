import { useState } from 'react';
import { useSelector } from 'react-redux';
import { skipToken } from '@reduxjs/toolkit/query';
import { useListCompaniesQuery, useListRegionsQuery, type Company, type RegionNode } from '@om/api';
import { selectProfile } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { FilterBox, regionItemScope, regionQueries, SidePanel, type CockpitSelection, type FilterOption } from '@om/ui';
import { readCockpitSelection, readMenuType, writeCockpitSelection, writeMenuType } from '@om/shell-state';
import { reloadPage } from '../../../shared/scope/reload';
import type { RootState } from '../../store';

const companyOption = (company: Company): FilterOption => ({ id: company.id, label: company.abbreviation || company.name });
const regionOption = (node: RegionNode): FilterOption => ({ id: node.id, label: node.title });

export interface ScopeFilterPanelProps {
  onClose(): void;
}

/**
 * The filter box (company, region, unit, station, and the level-1 regions as header tabs) with its
 * lists: `GET /api/get_company` (parent_id 0) and `GET /api/get_region` per level (sort +id).
 * Applying stores the choice in localStorage `cockpit` and reloads (docs/product.md "Shell").
 */
export function ScopeFilterPanel({ onClose }: ScopeFilterPanelProps) {
  const { t } = useTranslation('shell');
  const profile = useSelector((state: RootState) => selectProfile(state));
  const [selection, setSelection] = useState<CockpitSelection>(() => readCockpitSelection());
  const queries = regionQueries(selection, profile?.company_id);
  const companies = useListCompaniesQuery({ parent_id: 0 });
  const regions = useListRegionsQuery(queries.regions ?? skipToken);
  const units = useListRegionsQuery(queries.units ?? skipToken);
  const stations = useListRegionsQuery(queries.stations ?? skipToken);
  const regionItems = (regions.data ?? []).map(regionOption);

  const apply = (next: CockpitSelection) => {
    writeCockpitSelection(next);
    // Every list reads the scope once per page load.
    reloadPage();
  };

  return (
    <SidePanel title={t('filter.title')} closeLabel={t('filter.close')} onClose={onClose}>
      <FilterBox
        companies={(companies.data ?? []).map(companyOption)}
        regions={regionItems}
        units={(units.data ?? []).map(regionOption)}
        stations={(stations.data ?? []).map(regionOption)}
        selection={selection}
        onChange={setSelection}
        onApply={() => apply(selection)}
        regionItems={regionItems}
        menuType={readMenuType()}
        onRegionItem={(id) => {
          writeMenuType(id);
          apply(regionItemScope(selection, id));
        }}
      />
    </SidePanel>
  );
}
