/** The filter box's choice, as the cockpit selection keeps it (docs/product.md "Shell"). */
export interface CockpitSelection {
  companyId: number | null;
  regionId: number | null;
  /** Level 2 of the region tree (unit/partner). */
  unitId: number | null;
  stationId: number | null;
}
