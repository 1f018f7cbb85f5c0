/**
 * How long a live screen waits for its listener's first answer before it says so, with
 * "Reintentar": a listener that never answers (a blocked or dropped connection) would otherwise
 * leave a skeleton up for good. Its own file: the cart's store reads it without the React hook.
 */
export const LIVE_FIRST_ANSWER_TIMEOUT_MS = 20_000;
