// Orders: what an accepted offer becomes (its number, its lifecycle, what acceptance asks for).
export * from './order-status';
export * from './order-number';
export * from './order-acceptance';
export * from './order-document';
export * from './orders-api';
export * from './order-notifications';
export * from './order-payment';
export * from './purchase-order-rows';
export * from './order-search';
export * from './order-list-query';
export * from './reorder';
