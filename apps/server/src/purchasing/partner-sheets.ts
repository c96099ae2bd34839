import type { Schemas } from '../contract/handler-types';
import type { SheetDeclaration } from '../resource/sheets/declaration';
import { companyReference } from '../resource/sheets/references';

/** The supplier and customer files: the console's labels, the status translated, the company by name. */
export const SUPPLIER_SHEET: SheetDeclaration<Schemas['Supplier']> = {
  columns: ['id', 'company_id', 'code', 'name', 'phone', 'email', 'address', 'tax_id', 'bank', 'rating', 'status', 'remark'],
  labels: { ns: 'purchasing', name: 'suppliers' },
  values: { status: 'resource:status' },
  references: { company_id: companyReference },
  example: { code: 'SUP-EXAMPLE', name: 'Example Bearings Ltd.', phone: '021-87654321', email: 'sales@example.com', rating: 4, status: 'active' },
};

export const CUSTOMER_SHEET: SheetDeclaration<Schemas['Customer']> = {
  columns: ['id', 'company_id', 'code', 'name', 'phone', 'email', 'address', 'tax_id', 'status', 'remark'],
  labels: { ns: 'purchasing', name: 'customers' },
  values: { status: 'resource:status' },
  references: { company_id: companyReference },
  example: { code: 'CUS-EXAMPLE', name: 'Example Water Works', phone: '020-11112222', status: 'active' },
};
