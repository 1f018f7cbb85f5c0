import { z } from 'zod';
import { ZWellFormedText } from '../text/well-formed-text';
import { AppError } from '../errors/app-error';
import { describeIssues } from '../errors/to-app-error';
import { err, ok } from '../result/result';
import type { Result } from '../result/result';

const nonEmpty = (max: number) => ZWellFormedText.trim().min(1).max(max);

/** POST {stats-api}/products/viewed (spec 3, 5). */
export const ZProductViewedEvent = z.object({
  sku: nonEmpty(64),
  product_id: nonEmpty(64),
  product_description: nonEmpty(200),
  /** Optional, but an empty or blank brand is an error, not "no brand" (spec 5). */
  brand: nonEmpty(80).optional(),
});
export type TProductViewedEvent = z.infer<typeof ZProductViewedEvent>;

/** POST {stats-api}/products/added: a viewed event plus the cart it was added to. */
export const ZProductAddedEvent = ZProductViewedEvent.extend({
  cartID: nonEmpty(128),
});
export type TProductAddedEvent = z.infer<typeof ZProductAddedEvent>;

export const SEARCH_RECORD_TYPES = ['search', 'category', 'brand'] as const;

/** POST {stats-api}/search/record. */
export const ZSearchRecordEvent = z.object({
  search_term: nonEmpty(200),
  type: z.enum(SEARCH_RECORD_TYPES),
});
export type TSearchRecordEvent = z.infer<typeof ZSearchRecordEvent>;

export const STATS_EVENT_SCHEMAS = {
  product_viewed: ZProductViewedEvent,
  product_added: ZProductAddedEvent,
  search_record: ZSearchRecordEvent,
} as const;

export type TStatsEventKind = keyof typeof STATS_EVENT_SCHEMAS;
export const STATS_EVENT_KINDS = Object.keys(STATS_EVENT_SCHEMAS) as TStatsEventKind[];

/** The stats API path for each kind (spec 7), relative to the stats API base URL. */
export const STATS_EVENT_PATHS: Readonly<Record<TStatsEventKind, string>> = {
  product_viewed: '/products/viewed',
  product_added: '/products/added',
  search_record: '/search/record',
};

export type TStatsEvent<K extends TStatsEventKind> = z.infer<(typeof STATS_EVENT_SCHEMAS)[K]>;

/**
 * Checks an event before it is sent (client) or stored (stats API). Spec 5: a failing event is
 * dropped and reported, so the error says which fields failed and carries the payload as cause.
 */
export function validateStatsEvent<K extends TStatsEventKind>(kind: K, payload: unknown): Result<TStatsEvent<K>> {
  // `kind` may come from an untyped request, so an unknown kind is a validation failure, not a crash.
  const schema: z.ZodType | undefined = Object.hasOwn(STATS_EVENT_SCHEMAS, kind) ? STATS_EVENT_SCHEMAS[kind] : undefined;
  if (schema === undefined) return err(new AppError('stats/invalid-event', { cause: payload, detail: `unknown kind ${String(kind)}` }));
  const parsed = schema.safeParse(payload);
  return parsed.success
    ? ok(parsed.data as TStatsEvent<K>)
    : err(new AppError('stats/invalid-event', { cause: payload, detail: `${kind}: ${describeIssues(parsed.error.issues)}` }));
}
