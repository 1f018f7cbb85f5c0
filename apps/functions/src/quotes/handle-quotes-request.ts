import { AUTHENTICATED_POST_CORS, readAuthenticatedPost } from '../http/authenticated-post';
import { corsHeaders } from '../http/cors-headers';
import { answerFailure, refusalFor } from '../http/refusal';
import type { THttpRequest, THttpResponse } from '../http/http-types';
import { handleApproveDiscount } from './handle-approve-discount';
import { handleAssign } from './handle-assign';
import { handleClaim } from './handle-claim';
import { handleDesk } from './handle-desk';
import { handleMessage } from './handle-message';
import { handleMove } from './handle-move';
import { handlePdf } from './handle-pdf';
import { handleRequote } from './handle-requote';
import { handleSubmit } from './handle-submit';
import { quoteActorOf, staffRefOf } from './quote-actor';
import type { TQuoteAnswer, TQuoteRoute, TQuoteRouteResult, TQuotesDeps } from './quote-route';

/** An ID token, request details, a move, or a batch of desk edits (400 small edits, or a few long texts). */
export const QUOTES_MAX_BODY_BYTES = 64 * 1024;

export const QUOTES_ROUTES = {
  '/claim': handleClaim,
  '/submit': handleSubmit,
  '/move': handleMove,
  '/desk': handleDesk,
  '/assign': handleAssign,
  '/message': handleMessage,
  '/requote': handleRequote,
  '/pdf': handlePdf,
  '/approve-discount': handleApproveDiscount,
} as const satisfies Record<string, TQuoteRoute>;
type TQuotesPath = keyof typeof QUOTES_ROUTES;

/**
 * The quotes function: POST /claim, /submit and /move with `Authorization: Bearer <ID token>`. The
 * caller's role comes from the verified token; every rule is the domain's; every write happens in
 * one transaction. Answers 200 { quoteId, status, … } or { error: { code, message } }.
 */
export async function handleQuotesRequest(req: THttpRequest, deps: TQuotesDeps): Promise<THttpResponse<TQuoteAnswer>> {
  const { allowedOrigins, logger } = deps;
  const cors = corsHeaders(req.origin, allowedOrigins, false, AUTHENTICATED_POST_CORS);
  const refuse = refusalFor(req, cors, logger, 'quotes');

  const gate = await readAuthenticatedPost(req, {
    allowedOrigins,
    paths: Object.keys(QUOTES_ROUTES),
    maxBodyBytes: QUOTES_MAX_BODY_BYTES,
    unauthenticatedCode: 'firestore/unauthenticated',
    verifyIdToken: deps.verifyIdToken,
    refuse,
  });
  if (!gate.ok) return gate.response;
  const { caller } = gate;
  if (quoteActorOf(caller).role === 'staff') await rememberStaff(deps, caller);

  let result: TQuoteRouteResult;
  try {
    result = await QUOTES_ROUTES[gate.path as TQuotesPath](caller, gate.body, deps);
  } catch (cause) {
    // The domain's refusals thrown inside a transaction, and contention (503/429 with Retry-After).
    return answerFailure(cause, { refuse, headers: cors, logger, what: 'quotes request failed', uid: caller.uid, log: { path: gate.path } });
  }
  if (!result.ok) {
    const { code, detail, fields, headers } = result.error;
    return refuse(code, detail, { uid: caller.uid, ...(fields === undefined ? {} : { fields }), ...(headers === undefined ? {} : { headers }) });
  }
  if ('file' in result.value) {
    const { content, filename, contentType } = result.value.file;
    return { status: 200, headers: { ...cors, 'Content-Type': contentType, 'Content-Disposition': `inline; filename="${filename}"`, 'Cache-Control': 'private, no-store' }, body: undefined, raw: content };
  }
  return { status: 200, headers: cors, body: result.value };
}

/** The back-office learns its staff as they work; a failure to record one never blocks the request. */
async function rememberStaff(deps: TQuotesDeps, caller: Parameters<TQuoteRoute>[0]): Promise<void> {
  try {
    await deps.rememberStaff({ ...staffRefOf(caller), email: caller.email ?? '' });
  } catch (error) {
    deps.logger.warn({ err: error, uid: caller.uid }, 'staff member not recorded');
  }
}
