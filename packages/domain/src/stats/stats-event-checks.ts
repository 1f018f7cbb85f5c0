import { isWellFormedText } from '../text/is-well-formed-text';

// The three stats events (a product viewed, a product added, a search) and their checks. Free of zod and of the error
// catalogue on purpose: the storefront checks every event before sending it, on the product
// page among others, where either would be the largest script the page loads. The stats
// API runs the same checks (stats-events.ts wraps them in the catalogue's error).

export const SEARCH_RECORD_TYPES = ['search', 'category', 'brand'] as const;
export type TSearchRecordType = (typeof SEARCH_RECORD_TYPES)[number];

/** POST {stats-api}/products/viewed. */
export type TProductViewedEvent = {
  sku: string;
  product_id: string;
  product_description: string;
  /** Optional, but an empty or blank brand is an error, not "no brand". */
  brand?: string;
};

/** POST {stats-api}/products/added: a viewed event plus the cart it was added to. */
export type TProductAddedEvent = TProductViewedEvent & { cartID: string };

/** The largest result count a search event may report (the catalogue is far smaller). */
export const STATS_SEARCH_MAX_RESULTS = 1_000_000;

/**
 * POST {stats-api}/search/record. `results` is optional: how many results the search had (a whole
 * number from 0 to STATS_SEARCH_MAX_RESULTS), absent when the page did not know.
 */
export type TSearchRecordEvent = { search_term: string; type: TSearchRecordType; results?: number };

type TEvents = {
  product_viewed: TProductViewedEvent;
  product_added: TProductAddedEvent;
  search_record: TSearchRecordEvent;
};
export type TStatsEventKind = keyof TEvents;
export type TStatsEvent<K extends TStatsEventKind> = TEvents[K];

/**
 * A field's rule: trimmed text, non-empty, at most `max` characters; one of a few values; or a whole
 * number within bounds.
 */
type TFieldRule =
  | { readonly max: number; readonly optional?: true }
  | { readonly oneOf: readonly string[] }
  | { readonly integer: { readonly min: number; readonly max: number }; readonly optional?: true };

const PRODUCT_FIELDS = {
  sku: { max: 64 },
  product_id: { max: 64 },
  product_description: { max: 200 },
  brand: { max: 80, optional: true },
} as const satisfies Record<keyof TProductViewedEvent, TFieldRule>;

/** Each kind's fields in order; anything else in a payload is dropped, never forwarded. */
export const STATS_EVENT_FIELDS = {
  product_viewed: PRODUCT_FIELDS,
  product_added: { ...PRODUCT_FIELDS, cartID: { max: 128 } },
  search_record: {
    search_term: { max: 200 },
    type: { oneOf: SEARCH_RECORD_TYPES },
    results: { integer: { min: 0, max: STATS_SEARCH_MAX_RESULTS }, optional: true },
  },
} as const satisfies { [K in TStatsEventKind]: Record<keyof TEvents[K], TFieldRule> };

export const STATS_EVENT_KINDS = Object.keys(STATS_EVENT_FIELDS) as TStatsEventKind[];

/** The stats API path for each kind, relative to the stats API base URL. */
export const STATS_EVENT_PATHS: Readonly<Record<TStatsEventKind, string>> = {
  product_viewed: '/products/viewed',
  product_added: '/products/added',
  search_record: '/search/record',
};

/** Why a payload fails: the field ('(cuerpo)' for the body as a whole) and a Spanish phrase. */
export type TStatsEventIssue = { readonly field: string; readonly phrase: string };

const BODY = '(cuerpo)';

type TFieldCheck = { issue?: string; value?: string | number };

function checkField(field: string, rule: TFieldRule, present: boolean, value: unknown): TFieldCheck {
  if ('oneOf' in rule) {
    if (!present) return { issue: `falta ${field}` };
    return typeof value === 'string' && rule.oneOf.includes(value)
      ? { value }
      : { issue: `${field} debe ser uno de: ${rule.oneOf.join(', ')}` };
  }
  if (!present) return rule.optional ? {} : { issue: `falta ${field}` };
  if ('integer' in rule) return checkInteger(field, rule.integer, value);
  if (typeof value !== 'string') return { issue: `${field} debe ser texto` };
  if (!isWellFormedText(value)) return { issue: `${field} contiene caracteres no válidos` };
  const trimmed = value.trim();
  if (trimmed === '') return { issue: `${field} no puede estar vacío` };
  if (trimmed.length > rule.max) return { issue: `${field} supera los ${rule.max} caracteres` };
  return { value: trimmed };
}

function checkInteger(
  field: string,
  bounds: { readonly min: number; readonly max: number },
  value: unknown,
): TFieldCheck {
  if (typeof value !== 'number' || !Number.isInteger(value)) return { issue: `${field} debe ser un número entero` };
  if (value < bounds.min || value > bounds.max)
    return { issue: `${field} debe estar entre ${bounds.min} y ${bounds.max}` };
  return { value };
}

function check(
  kind: TStatsEventKind,
  payload: unknown,
): { issues: TStatsEventIssue[]; event: Record<string, string | number> } {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return { issues: [{ field: BODY, phrase: 'el cuerpo debe ser un objeto JSON' }], event: {} };
  }
  const record = payload as Record<string, unknown>;
  const issues: TStatsEventIssue[] = [];
  const event: Record<string, string | number> = {};
  for (const [field, rule] of Object.entries(STATS_EVENT_FIELDS[kind]) as [string, TFieldRule][]) {
    // A field set to undefined is absent (JSON has no undefined; a caller's object may).
    const present = Object.hasOwn(record, field) && record[field] !== undefined;
    const checked = checkField(field, rule, present, record[field]);
    if (checked.issue !== undefined) issues.push({ field, phrase: checked.issue });
    else if (checked.value !== undefined) event[field] = checked.value;
  }
  return { issues, event };
}

function isKind(kind: unknown): kind is TStatsEventKind {
  return typeof kind === 'string' && Object.hasOwn(STATS_EVENT_FIELDS, kind);
}

export type TStatsEventCheck<K extends TStatsEventKind> =
  | { readonly ok: true; readonly event: TStatsEvent<K> }
  | { readonly ok: false; readonly issues: readonly TStatsEventIssue[] };

/**
 * The event `payload` makes as `kind` (text trimmed, unknown fields dropped), or why it is not one:
 * in Spanish, one issue per failing field. `kind` may come from an untyped request.
 */
export function checkStatsEvent<K extends TStatsEventKind>(kind: K, payload: unknown): TStatsEventCheck<K> {
  if (!isKind(kind))
    return { ok: false, issues: [{ field: BODY, phrase: `tipo de evento desconocido: ${String(kind)}` }] };
  const { issues, event } = check(kind, payload);
  return issues.length > 0 ? { ok: false, issues } : { ok: true, event: event as unknown as TStatsEvent<K> };
}

/** Why `payload` is not a valid `kind` event, in Spanish, one issue per failing field; [] when valid. */
export function statsEventIssues(kind: TStatsEventKind, payload: unknown): readonly TStatsEventIssue[] {
  const checked = checkStatsEvent(kind, payload);
  return checked.ok ? [] : checked.issues;
}
