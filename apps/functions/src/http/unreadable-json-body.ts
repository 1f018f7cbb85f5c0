import { parseJsonBody } from './parse-json-body';

// application/json, and the structured syntaxes built on it (application/problem+json, …).
const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json$/;

export function isJsonMediaType(contentType: string | undefined): boolean {
  return JSON_MEDIA_TYPE.test((contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '');
}

/**
 * Why a body declared JSON is not JSON (the parser's words, for the log), or undefined when it is
 * JSON, is empty, or is not declared JSON. The refusal the runtime's JSON parser made before any
 * function ran (an empty body it took as `{}`), now made by the functions themselves.
 */
export function unreadableJsonBody(
  contentType: string | undefined,
  rawBody: Buffer | string | undefined,
): string | undefined {
  if (rawBody === undefined || rawBody.length === 0 || !isJsonMediaType(contentType)) return undefined;
  const parsed = parseJsonBody(rawBody, Number.POSITIVE_INFINITY);
  return parsed.ok ? undefined : parsed.error.detail;
}
