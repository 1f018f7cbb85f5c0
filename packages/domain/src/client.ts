// The zod-free entry point for browser bundles: constants and small checks a page needs before any
// schema. Everything here is also exported from the main entry; a test keeps this file free of zod.
export * from './constants/ui-constants';
export * from './constants/storage-keys';
export * from './constants/functions-region';
export * from './cart/line-quantity';
export * from './cart/added-to-cart-text';
export * from './cart/remembered-cart';
export * from './quote/quote-limits';
export * from './auth/login-reducer';
export * from './auth/next-path';
export * from './errors/cart-read-failed-message';
export * from './auth/company-email';
export * from './text/format-phone-mx';
export * from './text/json-record';
export * from './text/is-well-formed-text';
export * from './text/invalid-input-code';
export * from './errors/error-catalogue';
export * from './errors/app-error';
export * from './errors/to-app-error';
export * from './result/result';
export * from './stats/stats-event-checks';
export * from './stats/stats-events';
export * from './dates/business-time-zone';
export * from './dates/format-business-date';
