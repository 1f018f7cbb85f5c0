// The package's front door: everything other workspaces may use is re-exported here.
export * from './result/result';

export * from './text/well-formed-text';
export * from './text/is-well-formed-text';
export * from './text/invalid-input-code';
export * from './csv/csv-text';
export * from './csv/spreadsheet-cell';

export * from './errors/error-catalogue';
export * from './errors/error-code-schema';
export * from './errors/app-error';
export * from './errors/field-errors';
export * from './errors/to-app-error';
export * from './errors/cart-read-failed-message';

export * from './constants/ui-constants';
export * from './constants/storage-keys';
export * from './constants/firestore-collections';
export * from './constants/company-profile';
export * from './constants/functions-region';

export * from './catalogue/product';
export * from './catalogue/product-input';
export * from './catalogue/catalogue-csv';
export * from './catalogue/catalogue-api';
export * from './catalogue/sku-doc-id';
export * from './catalogue/catalogue-snapshot';
export * from './supplier/rfc';
export * from './supplier/supplier';
export * from './supplier/suppliers-api';

export * from './cart/line-quantity';
export * from './cart/added-to-cart-text';
export * from './cart/remembered-cart';
export * from './cart/cart-line';
export * from './cart/new-quote';
export * from './cart/claim-quote';
export * from './cart/cart-to-resume';

export * from './quote/quote-status';
export * from './quote/quote-title';
export * from './quote/quote-status-at';
export * from './quote/quote-limits';
export * from './quote/quote-request-details';
export * from './quote/quote-document';
export * from './quote/quote-move';
export * from './quote/quotes-api';
export * from './api/function-route';
export * from './quote/apply-quote-move';
export * from './quote/requote';
export * from './quote/quote-visibility';
export * from './quote/validate-quote-alias';
export * from './quote/quote-number';
export * from './quote/quote-validity';
export * from './quote/quote-offer';
export * from './quote/quote-history';
export * from './quote/quote-assignee';
export * from './quote/quote-message';
export * from './quote/quote-search';
export * from './quote/inbox-query';
export * from './quote/quote-notifications';
export * from './quote/reconcile-cart-with-catalogue';

export * from './money/money';
export * from './money/quote-totals';

export * from './pricing/price-list';
export * from './pricing/price-adjustment';
export * from './pricing/prices-api';
export * from './pricing/price-list-rows';
export * from './pricing/price-list-query';
export * from './pricing/imported-price';

export * from './quote/desk/quote-desk';
export * from './quote/desk/desk-ops';
export * from './quote/desk/desk-pricing';
export * from './quote/desk/discount-approval';

export * from './auth/company-email';
export * from './auth/staff-gate';
export * from './auth/login-reducer';
export * from './auth/login-state';
export * from './auth/next-path';
export * from './auth/registration';
export * from './auth/phone-number';

export * from './profile/user-profile';
export * from './fiscal/index';
export * from './order/index';

export * from './stats/stats-event-checks';
export * from './stats/stats-events';
export * from './stats/stats-product';
export * from './stats/stats-collections';
export * from './stats/stats-day';
export * from './stats/stats-range';
export * from './stats/metrics-view';
export * from './stats/stats-facts';
export * from './stats/normalize-search-term';
export * from './stats/metrics-api';
export * from './mail/mailing-api';
export * from './text/format-phone-mx';
export * from './text/json-record';

export * from './dates/business-time-zone';
export * from './dates/format-business-date';
