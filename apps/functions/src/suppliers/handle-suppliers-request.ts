import { SUPPLIERS_ROUTES, type TRoutePaths } from '@voltia/domain';
import type { THttpRequest, THttpResponse } from '../http/http-types';
import { serveStaffRoutes } from '../http/staff-routes';
import { handleDeleteSupplier } from './handle-delete-supplier';
import { handleSaveSupplier } from './handle-save-supplier';
import { handleSetSupplierActive } from './handle-set-supplier-active';
import type { TSupplierAnswer, TSupplierRoute, TSuppliersDeps } from './supplier-route';

/** A supplier's fields (notes of up to 2000 characters) fit well within this. */
export const SUPPLIERS_MAX_BODY_BYTES = 16 * 1024;

/** One handler per route of the domain's contract (SUPPLIERS_ROUTES): none missing, none extra. */
const SUPPLIERS_HANDLERS = {
  [SUPPLIERS_ROUTES.save.path]: handleSaveSupplier,
  [SUPPLIERS_ROUTES.setActive.path]: handleSetSupplierActive,
  [SUPPLIERS_ROUTES.delete.path]: handleDeleteSupplier,
} as const satisfies Record<TRoutePaths<typeof SUPPLIERS_ROUTES>, TSupplierRoute>;
type TSuppliersPath = keyof typeof SUPPLIERS_HANDLERS;

/**
 * The suppliers function: POST /save, /set-active and /delete with `Authorization: Bearer <ID
 * token>`, for verified staff only (the staff gate on the verified token, never what the client
 * says). Answers 200 { id, updated_at? , deleted? } or { error: { code, message, … } }.
 */
export function handleSuppliersRequest(
  req: THttpRequest,
  deps: TSuppliersDeps,
): Promise<THttpResponse<TSupplierAnswer>> {
  return serveStaffRoutes<TSupplierAnswer>(req, {
    fn: 'suppliers',
    allowedOrigins: deps.allowedOrigins,
    logger: deps.logger,
    verifyIdToken: deps.verifyIdToken,
    maxBodyBytes: SUPPLIERS_MAX_BODY_BYTES,
    paths: Object.keys(SUPPLIERS_HANDLERS),
    run: (path, caller, body) => SUPPLIERS_HANDLERS[path as TSuppliersPath](caller, body, deps),
  });
}
