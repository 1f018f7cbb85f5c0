/**
 * The object stored as JSON in `raw` (browser storage, for instance), or null when there is nothing,
 * it is not JSON, or it is not an object. The caller then checks each field it reads: what a browser
 * kept may be from an older release or edited by hand. Zod-free, so pages can use it before any schema.
 */
export function parseJsonRecord(raw: string | null): Record<string, unknown> | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
