import { isStaffUser } from '@voltia/domain';
import type { Result } from '@voltia/domain';
import type { THttpErrorCode } from './http-error';
import type { TIdTokenCaller } from './id-token-caller';
import { AUTHENTICATED_POST_CORS, readAuthenticatedPost } from './authenticated-post';
import { corsHeaders } from './cors-headers';
import { answerFailure, refusalFor } from './refusal';
import type { THandlerLogger, THttpRequest, THttpResponse } from './http-types';

/** Why a staff route said no: a catalogue code, what the log keeps, and what the message names. */
export type TStaffRouteRefusal = {
  readonly code: THttpErrorCode;
  readonly detail?: string;
  readonly items?: readonly string[];
  readonly fields?: readonly string[];
};

export type TStaffRoutesOptions<TAnswer extends object> = {
  /** The function's name, in its log lines ("prices request refused"). */
  readonly fn: string;
  readonly allowedOrigins: readonly string[];
  readonly logger: THandlerLogger;
  readonly verifyIdToken: (token: string) => Promise<TIdTokenCaller>;
  readonly maxBodyBytes: number;
  /** The function's routes, relative to its URL. */
  readonly paths: readonly string[];
  /** Runs one route for a verified staff member; a refusal is answered with nothing written. */
  readonly run: (path: string, caller: TIdTokenCaller, body: unknown) => Promise<Result<TAnswer, TStaffRouteRefusal>>;
};

/**
 * The shape every back-office function shares (catalogue, suppliers, prices): POST JSON with
 * `Authorization: Bearer <ID token>`; CORS for the storefront; the body read within its size; the
 * domain's staff gate on the verified token (company domain and a verified email, never what the
 * client says); the route's answer as 200 (never cached), its refusal as `{ error: { code, message,
 * fields?, items? } }` in Spanish; a thrown refusal or contention through `answerFailure` (503/429
 * with Retry-After), anything else a logged 500.
 */
export async function serveStaffRoutes<TAnswer extends object>(req: THttpRequest, options: TStaffRoutesOptions<TAnswer>): Promise<THttpResponse<TAnswer>> {
  const { allowedOrigins, logger, fn } = options;
  const cors = corsHeaders(req.origin, allowedOrigins, false, AUTHENTICATED_POST_CORS);
  const refuse = refusalFor(req, cors, logger, fn);
  const gate = await readAuthenticatedPost(req, {
    allowedOrigins,
    paths: options.paths,
    maxBodyBytes: options.maxBodyBytes,
    unauthenticatedCode: 'firestore/unauthenticated',
    verifyIdToken: options.verifyIdToken,
    refuse,
  });
  if (!gate.ok) return gate.response;
  const { caller } = gate;
  if (!isStaffUser({ email: caller.email, emailVerified: caller.emailVerified })) {
    return refuse('staff/forbidden', `${fn} is for staff`, { uid: caller.uid });
  }
  try {
    const result = await options.run(gate.path, caller, gate.body);
    if (!result.ok) {
      const { code, detail, items, fields } = result.error;
      return refuse(code, detail, { uid: caller.uid, ...(items === undefined ? {} : { items }), ...(fields === undefined ? {} : { fields }) });
    }
    return { status: 200, headers: { ...cors, 'Cache-Control': 'private, no-store' }, body: result.value };
  } catch (cause) {
    return answerFailure(cause, { refuse, headers: cors, logger, what: `${fn} request failed`, uid: caller.uid, log: { path: gate.path } });
  }
}
