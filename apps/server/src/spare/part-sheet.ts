import type { Schemas } from '../contract/handler-types';
import type { SheetDeclaration } from '../resource/sheets/declaration';
import { deviceTypesReference, firstVisible, SOURCES, spareCategoryReference } from '../resource/sheets/references';

/** The spare-parts files: the category by code or name, the device types by code (`|`-separated), the status translated. */
export const SPARE_PART_SHEET: SheetDeclaration<Schemas['SparePart']> = {
  columns: ['id', 'code', 'name', 'category_id', 'category_name', 'specification', 'unit', 'manufacturer', 'device_type_ids', 'unit_price', 'status', 'on_hand', 'remark'],
  labels: { ns: 'spare', name: 'parts' },
  values: { status: 'resource:status' },
  references: { category_id: { show: 'category_name', resolve: spareCategoryReference.resolve }, device_type_ids: deviceTypesReference },
  example: async (db, visibility) => ({
    code: 'SP-EXAMPLE',
    name: 'Bearing 6205',
    category_id: await firstVisible(db, visibility, SOURCES.spareCategory),
    specification: '25 × 52 × 15 mm',
    unit: 'pcs',
    unit_price: 18.5,
    status: 'active',
  }),
};
