// The staff back-office's data: the session, the inbox, a quote's desk and the staff actions. The
// quote itself, its lines, history, thread and the shared actions come from '../quotes'.
export * from './staff-session';
export * from './inbox-repository';
export * from './staff-quote-repository';
export * from './staff-actions';
export * from './staff-catalogue-repository';
export * from './supplier-repository';
export * from './price-repository';
export * from './product-prices-repository';
// The /metrics screen's reads (decision 008).
export * from '../stats/stats-days-repository';
// The customer's invoice data and delivery sites, which staff read (the desk's customer panel).
export { subscribeDeliverySites, subscribeFiscalData, type TSavedDeliverySite } from '../account/billing-repository';
// An order and its history, which staff read and move (the staff order page).
export { subscribeOrder, type TOrderWithHistory, type TStoredOrder } from '../orders/order-repository';
// The staff order list (/pedidos): its pages and the count of each tab.
export * from './order-list-repository';
// The SAT keys of an order's products, for its invoice data (CFDI 4.0).
export * from './product-sat-keys-repository';
