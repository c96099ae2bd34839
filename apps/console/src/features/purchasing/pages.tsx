import { ResourceListPage } from '../../shared/resource';
import { customers } from './customers.resource';
import { FromWarningsButton } from './FromWarningsButton';
import { purchaseOrders } from './purchaseOrders.resource';
import { purchaseRequests } from './purchaseRequests.resource';
import { suppliers } from './suppliers.resource';
import { supplyOrders } from './supplyOrders.resource';

/** /supplier/supplier: suppliers with their offers; CSV import and export. */
export const SuppliersPage = () => <ResourceListPage resource={suppliers} />;

/** /supplier/purchase: purchase orders to suppliers. */
export const OrdersPage = () => <ResourceListPage resource={purchaseOrders} />;

/** /custom/custom: customers; CSV import and export. */
export const CustomersPage = () => <ResourceListPage resource={customers} />;

/** /custom/supply: supply orders to customers. */
export const SupplyOrdersPage = () => <ResourceListPage resource={supplyOrders} />;

/** /office/sparePurchasing: purchase requests, by hand or from the low-stock warnings in one click. */
export const RequestsPage = () => <ResourceListPage resource={purchaseRequests} actions={<FromWarningsButton />} />;

