import { PRICES_ROUTES, staffDisplayName, type TRoutePaths } from '@voltia/domain';
import type { THttpRequest, THttpResponse } from '../http/http-types';
import { serveStaffRoutes } from '../http/staff-routes';
import { handleBulkApply, handleBulkPreview } from './handle-bulk';
import { handleSave } from './handle-save';
import { handleUndo } from './handle-undo';
import type { TPricesAnswer, TPricesDeps, TPriceRoute } from './prices-route';

/** A price save (20 suppliers' costs and a reason) or a bulk request: small. */
export const PRICES_MAX_BODY_BYTES = 16 * 1024;

/** One handler per route of the domain's contract (PRICES_ROUTES): none missing, none extra. */
const PRICES_HANDLERS = {
  [PRICES_ROUTES.save.path]: handleSave,
  [PRICES_ROUTES.bulkPreview.path]: handleBulkPreview,
  [PRICES_ROUTES.bulkApply.path]: handleBulkApply,
  [PRICES_ROUTES.undo.path]: handleUndo,
} as const satisfies Record<TRoutePaths<typeof PRICES_ROUTES>, TPriceRoute>;
type TPricesPath = keyof typeof PRICES_HANDLERS;

/**
 * The prices function: POST /save, /bulk-preview, /bulk-apply and /undo with `Authorization:
 * Bearer <ID token>`, staff only (the domain's staff gate on the verified token). Answers 200 with
 * the route's answer or { error: { code, message } } in Spanish; a bad body is a 400 and nothing is
 * written; contention is 503 with Retry-After.
 */
export function handlePricesRequest(req: THttpRequest, deps: TPricesDeps): Promise<THttpResponse<TPricesAnswer>> {
  return serveStaffRoutes<TPricesAnswer>(req, {
    fn: 'prices',
    allowedOrigins: deps.allowedOrigins,
    logger: deps.logger,
    verifyIdToken: deps.verifyIdToken,
    maxBodyBytes: PRICES_MAX_BODY_BYTES,
    paths: Object.keys(PRICES_HANDLERS),
    run: (path, caller, body) => {
      const actor = { uid: caller.uid, name: staffDisplayName(caller.name, caller.email ?? '') };
      return PRICES_HANDLERS[path as TPricesPath](caller, actor, body, deps);
    },
  });
}
