// The package's front door: everything other workspaces may use is re-exported here.
export * from './result/result';

export * from './text/well-formed-text';

export * from './errors/error-catalogue';
export * from './errors/app-error';
export * from './errors/to-app-error';

export * from './constants/ui-constants';
export * from './constants/storage-keys';
export * from './constants/firestore-collections';

export * from './catalogue/product';

export * from './cart/line-quantity';
export * from './cart/cart-line';
export * from './cart/new-quote';
export * from './cart/claim-quote';

export * from './quote/quote-status';
export * from './quote/quote-limits';
export * from './quote/quote-request-details';
export * from './quote/quote-document';
export * from './quote/quote-move';
export * from './quote/apply-quote-move';
export * from './quote/requote';
export * from './quote/rename-quote';
export * from './quote/reconcile-cart-with-catalogue';

export * from './auth/staff-gate';
export * from './auth/login-reducer';
export * from './auth/login-state';
export * from './auth/next-path';
export * from './auth/registration';
export * from './auth/phone-number';

export * from './profile/user-profile';

export * from './stats/stats-events';
export * from './stats/stats-product';
