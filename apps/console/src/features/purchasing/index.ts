// What other features may use of the purchasing feature (everything else is the feature's own).
export { customPages, officePurchasingCalendar, officePurchasingPages, supplierPages } from './routes';
export { purchaseRequestsMeta } from './meta';
export { FromWarningsButton } from './FromWarningsButton';
