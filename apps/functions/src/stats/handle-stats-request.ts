import { statsEventIssues, statsProductFor, validateStatsEvent } from '@voltia/domain';
import type { TStatsProductFacts } from '@voltia/domain';
import { corsHeaders, isOriginAllowed, STATS_ALLOWED_METHODS } from '../http/cors-headers';
import { parseJsonBody } from '../http/parse-json-body';
import { answerFailure, refusalFor } from '../http/refusal';
import type { THandlerLogger, THttpRequest, THttpResponse } from '../http/http-types';
import { resolveStatsRoute } from './stats-route';
import type { TValidStatsEvent } from './valid-stats-event';
import type { TRateDecision } from '../mailing/mail-rate-limit';

/** An event is a few short strings (and a count); 4 kB leaves room and refuses anything that is not an event. */
export const STATS_MAX_BODY_BYTES = 4096;

// sendBeacon posts text/plain; fetch callers may say application/json; a missing type is tolerated.
const ACCEPTED_MEDIA_TYPES = new Set(['', 'application/json', 'text/plain']);

export type TStatsRequest = Omit<THttpRequest, 'authorization'>;
export type TStatsResponse = THttpResponse;
export type TStatsLogger = THandlerLogger;

export type TStatsHandlerDeps = {
  readonly allowedOrigins: readonly string[];
  readonly now: () => Date;
  /** The catalogue facts of a product, undefined when there is no such product. */
  readonly findProduct: (productId: string) => Promise<TStatsProductFacts | undefined>;
  /** Stores an accepted event (Firestore in production, a fake in unit tests). */
  readonly store: (event: TValidStatsEvent, now: Date) => Promise<void>;
  /** Takes one event from the client's allowance (STATS_RATE_LIMIT); refused means 429, nothing stored. */
  readonly consumeRate: (client: string, now: Date) => Promise<TRateDecision>;
  readonly logger: TStatsLogger;
};

/**
 * The stats API: routing, CORS, body limits, parsing and validation, the catalogue check of a
 * product event, then one store call. Every refusal happens before `store`, so a refused request
 * writes nothing.
 */
export async function handleStatsRequest(req: TStatsRequest, deps: TStatsHandlerDeps): Promise<TStatsResponse> {
  const { allowedOrigins, logger } = deps;
  const cors = corsHeaders(req.origin, allowedOrigins);
  const refuse = refusalFor(req, cors, logger, 'stats');

  // A browser page from another site may not post events (a request without Origin is not a
  // browser's cross-site request: server tools and tests are let through).
  if (req.origin !== undefined && !isOriginAllowed(req.origin, allowedOrigins)) return refuse('http/origin-not-allowed', req.origin);

  const kind = resolveStatsRoute(req.path);
  if (kind === undefined) return refuse('http/not-found', req.path);

  if (req.method === 'OPTIONS') {
    return { status: 204, headers: { ...corsHeaders(req.origin, allowedOrigins, true), Allow: STATS_ALLOWED_METHODS }, body: undefined };
  }
  if (req.method !== 'POST') return refuse('http/method-not-allowed', req.method, { headers: { Allow: STATS_ALLOWED_METHODS } });

  const mediaType = (req.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!ACCEPTED_MEDIA_TYPES.has(mediaType)) return refuse('http/unsupported-media-type', mediaType);

  const parsed = parseJsonBody(req.rawBody, STATS_MAX_BODY_BYTES);
  if (!parsed.ok) return refuse(parsed.error.code, parsed.error.detail);

  const validated = validateStatsEvent(kind, parsed.value);
  if (!validated.ok) {
    const issues = statsEventIssues(kind, parsed.value);
    const fields = [...new Set(issues.map((issue) => issue.field))];
    const phrases = issues.map((issue) => issue.phrase);
    const error = validated.error;
    logger.warn({ status: 400, code: error.code, detail: error.detail, kind, origin: req.origin }, 'stats event refused');
    const message = phrases.length > 0 ? `${error.userMessage.replace(/\.$/, '')}: ${phrases.join('; ')}.` : error.userMessage;
    return {
      status: 400,
      headers: cors,
      body: { error: { code: error.code, message, fields } },
    };
  }

  // Contention (a client's allowance under a burst of its own) is a 503 with Retry-After.
  const failed = (cause: unknown, what: string): TStatsResponse => answerFailure(cause, { refuse, headers: cors, logger, what, log: { kind } });

  // A valid event counts against its client's allowance; one over it is refused, nothing stored.
  // A caller without an address can only reach us without a front end (the local emulators talk to
  // the function over a socket file): it is not limited.
  const now = deps.now();
  if (req.client !== undefined) {
    let rate: TRateDecision;
    try {
      rate = await deps.consumeRate(req.client, now);
    } catch (cause) {
      return failed(cause, 'stats rate allowance could not be taken');
    }
    if (!rate.allowed) {
      return refuse('stats/rate-limited', `client ${req.client}: retry after ${rate.retryAfterSeconds}s`, {
        headers: { 'Retry-After': String(rate.retryAfterSeconds) },
      });
    }
  }

  let event: TValidStatsEvent;
  if (kind === 'search_record') {
    event = { kind, payload: validated.value } as TValidStatsEvent;
  } else {
    const { product_id: productId } = validated.value as { product_id: string };
    let facts: TStatsProductFacts | undefined;
    try {
      facts = await deps.findProduct(productId);
    } catch (cause) {
      return failed(cause, 'stats event product could not be read');
    }
    const product = statsProductFor(productId, facts);
    if (!product.ok) return refuse('stats/unknown-product', product.error.detail);
    event = { kind, payload: validated.value, product: product.value } as TValidStatsEvent;
  }

  try {
    await deps.store(event, now);
  } catch (cause) {
    return failed(cause, 'stats event could not be stored');
  }
  logger.info({ kind, ...eventKeys(event) }, 'stats event stored');
  return { status: 202, headers: cors, body: { ok: true } };
}

/** The identifying fields of an event, for the log line (never the whole payload). */
function eventKeys(event: TValidStatsEvent): Record<string, string> {
  return event.kind === 'search_record'
    ? { type: event.payload.type }
    : { product_id: event.payload.product_id, sku: event.payload.sku };
}
