import { statsEventIssues, statsProductFor, validateStatsEvent } from '@voltia/domain';
import type { TStatsProductFacts } from '@voltia/domain';
import { STATS_CORS } from '../http/cors-headers';
import type { THandlerLogger, THttpRequest, THttpResponse } from '../http/http-types';
import { servePost } from '../http/serve-post';
import { resolveStatsRoute, STATS_ROUTE_PATHS } from './stats-route';
import type { TValidStatsEvent } from './valid-stats-event';
import type { TRateDecision } from '../mailing/mail-rate-limit';

/** An event is a few short strings (and a count); 4 kB leaves room and refuses anything that is not an event. */
export const STATS_MAX_BODY_BYTES = 4096;

// sendBeacon posts text/plain; fetch callers may say application/json; a missing type is tolerated.
const ACCEPTED_MEDIA_TYPES = ['', 'application/json', 'text/plain'];

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
 * The stats API: servePost without an ID token (routing, CORS, body limits, parsing), then
 * validation, the catalogue check of a product event, the client's allowance and one store call.
 * Every refusal happens before `store`, so a refused request writes nothing; contention (a client's
 * allowance under a burst of its own) is servePost's 503 with Retry-After.
 */
export function handleStatsRequest(req: TStatsRequest, deps: TStatsHandlerDeps): Promise<TStatsResponse> {
  const { allowedOrigins, logger } = deps;
  return servePost<undefined, { readonly ok: true }>(
    { ...req, authorization: undefined },
    {
      fn: 'stats',
      allowedOrigins,
      logger,
      paths: STATS_ROUTE_PATHS,
      maxBodyBytes: STATS_MAX_BODY_BYTES,
      cors: STATS_CORS,
      mediaTypes: ACCEPTED_MEDIA_TYPES,
      answer: async ({ path, body, cors, refuse }) => {
        const kind = resolveStatsRoute(path);
        if (kind === undefined) return refuse('http/not-found', path);

        const validated = validateStatsEvent(kind, body);
        if (!validated.ok) {
          const issues = statsEventIssues(kind, body);
          const fields = [...new Set(issues.map((issue) => issue.field))];
          const phrases = issues.map((issue) => issue.phrase);
          const error = validated.error;
          logger.warn(
            { status: 400, code: error.code, detail: error.detail, kind, origin: req.origin },
            'stats event refused',
          );
          const message =
            phrases.length > 0 ? `${error.userMessage.replace(/\.$/, '')}: ${phrases.join('; ')}.` : error.userMessage;
          return {
            status: 400,
            headers: cors,
            body: { error: { code: error.code, message, fields } },
          };
        }

        // A valid event counts against its client's allowance; one over it is refused, nothing stored.
        // A caller without an address can only reach us without a front end (the local emulators talk to
        // the function over a socket file): it is not limited.
        const now = deps.now();
        if (req.client !== undefined) {
          const rate: TRateDecision = await deps.consumeRate(req.client, now);
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
          const product = statsProductFor(productId, await deps.findProduct(productId));
          if (!product.ok) return refuse('stats/unknown-product', product.error.detail);
          event = { kind, payload: validated.value, product: product.value } as TValidStatsEvent;
        }

        await deps.store(event, now);
        logger.info({ kind, ...eventKeys(event) }, 'stats event stored');
        return { status: 202, headers: cors, body: { ok: true } };
      },
    },
  );
}

/** The identifying fields of an event, for the log line (never the whole payload). */
function eventKeys(event: TValidStatsEvent): Record<string, string> {
  return event.kind === 'search_record'
    ? { type: event.payload.type }
    : { product_id: event.payload.product_id, sku: event.payload.sku };
}
