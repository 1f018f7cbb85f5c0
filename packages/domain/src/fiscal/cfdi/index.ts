// CFDI 4.0 invoice hand-off: SAT product and unit keys, and an order's invoice data for the issuer.
export * from './sat-product-keys';
export * from './cfdi-invoice';
