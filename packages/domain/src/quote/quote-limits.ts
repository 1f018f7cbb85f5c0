// Text limits of a quote, without zod so client bundles can use them.

export const QUOTE_ALIAS_MAX_LENGTH = 80;
/** Free-text limits keep documents small and the staff screen readable. */
export const QUOTE_MESSAGE_MAX_LENGTH = 2000;
export const QUOTE_REASON_MAX_LENGTH = 500;
