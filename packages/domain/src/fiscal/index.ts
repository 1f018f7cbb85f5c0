// Fiscal data for CFDI 4.0 invoices and delivery sites: re-exported by the package's index.
export * from './sat-catalogues';
export * from './invoice-rfc';
export * from './razon-social';
export * from './codigo-postal';
export * from './fiscal-data';
export * from './mexican-states';
export * from './delivery-site';
export * from './delivery-site-address';
export * from './fiscal-data-rows';
export * from './cfdi/index';
