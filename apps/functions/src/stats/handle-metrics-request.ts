import { METRICS_ROUTES, ok, ZRollupRequest, type TRollupAnswer } from '@voltia/domain';
import type { TIdTokenCaller } from '../http/id-token-caller';
import { parseRequestBody } from '../http/parse-request-body';
import type { THandlerLogger, THttpRequest, THttpResponse } from '../http/http-types';
import { serveStaffRoutes } from '../http/staff-routes';
import type { TRollUpStatsResult } from './roll-up-stats';

/** A roll-up request is an empty JSON object; anything bigger is not one. */
export const METRICS_MAX_BODY_BYTES = 1024;

export type TMetricsDeps = {
  readonly allowedOrigins: readonly string[];
  readonly verifyIdToken: (token: string) => Promise<TIdTokenCaller>;
  /** Runs one roll-up (rollUpStats on Firestore in production). */
  readonly rollUp: () => Promise<TRollUpStatsResult>;
  readonly logger: THandlerLogger;
};

/**
 * The metrics function: POST /rollup `{}` with `Authorization: Bearer <staff ID token>` folds the
 * stats events not yet counted into their days (decision 008) and answers 200 `{ ok, folded, days }`.
 * Staff only (the domain's staff gate on the verified token); a bad body is a 400 with nothing done.
 * Roll-ups racing each other are harmless (rollUpStats), so a burst of them never answers 500.
 */
export function handleMetricsRequest(req: THttpRequest, deps: TMetricsDeps): Promise<THttpResponse<TRollupAnswer>> {
  return serveStaffRoutes<TRollupAnswer>(req, {
    fn: 'metrics',
    allowedOrigins: deps.allowedOrigins,
    logger: deps.logger,
    verifyIdToken: deps.verifyIdToken,
    maxBodyBytes: METRICS_MAX_BODY_BYTES,
    paths: [METRICS_ROUTES.rollup.path],
    run: async (_path, caller, body) => {
      const parsed = parseRequestBody(ZRollupRequest, body);
      if (!parsed.ok)
        return {
          ok: false,
          error: {
            code: parsed.code,
            detail: `rollup takes {}: ${parsed.detail}`.slice(0, 300),
            fields: parsed.fields,
          },
        };
      const { folded, days } = await deps.rollUp();
      deps.logger.info({ uid: caller.uid, folded, days }, 'stats roll-up on demand');
      return ok({ ok: true, folded, days: [...days] });
    },
  });
}
