import { ORDER_ROUTES, QUOTES_FILE_ROUTES, QUOTES_ROUTES, type TRoutePaths } from '@voltia/domain';
import type { THttpRequest, THttpResponse } from '../http/http-types';
import type { TIdTokenCaller } from '../http/id-token-caller';
import { AUTHENTICATED_POST_CORS } from '../http/read-post';
import { servePost } from '../http/serve-post';
import { handleApproveDiscount } from './handle-approve-discount';
import { handleAssign } from './handle-assign';
import { handleClaim } from './handle-claim';
import { handleDesk } from './handle-desk';
import { handleMessage } from './handle-message';
import { handleMove } from './handle-move';
import { handleOrderMove } from './handle-order-move';
import { handleOrderPdf } from './handle-order-pdf';
import { handlePdf } from './handle-pdf';
import { handleRequote } from './handle-requote';
import { handleSubmit } from './handle-submit';
import { quoteActorOf, staffRefOf } from './quote-actor';
import type { TOrderAnswer, TQuoteAnswer, TQuoteRoute, TQuotesDeps } from './quote-route';

/** An ID token, request details, a move, or a batch of desk edits (400 small edits, or a few long texts). */
export const QUOTES_MAX_BODY_BYTES = 64 * 1024;

/** One handler per route of the domain's contract (QUOTES_ROUTES, QUOTES_FILE_ROUTES, ORDER_ROUTES): none missing, none extra. */
const QUOTES_HANDLERS = {
  [QUOTES_ROUTES.claim.path]: handleClaim,
  [QUOTES_ROUTES.submit.path]: handleSubmit,
  [QUOTES_ROUTES.move.path]: handleMove,
  [QUOTES_ROUTES.desk.path]: handleDesk,
  [QUOTES_ROUTES.assign.path]: handleAssign,
  [QUOTES_ROUTES.message.path]: handleMessage,
  [QUOTES_ROUTES.requote.path]: handleRequote,
  [QUOTES_FILE_ROUTES.pdf.path]: handlePdf,
  [QUOTES_ROUTES.approveDiscount.path]: handleApproveDiscount,
  [ORDER_ROUTES.move.path]: handleOrderMove,
  [ORDER_ROUTES.pdf.path]: handleOrderPdf,
} as const satisfies Record<
  TRoutePaths<typeof QUOTES_ROUTES> | TRoutePaths<typeof QUOTES_FILE_ROUTES> | TRoutePaths<typeof ORDER_ROUTES>,
  TQuoteRoute
>;
type TQuotesPath = keyof typeof QUOTES_HANDLERS;

/**
 * The quotes function: POST /claim, /submit and /move with `Authorization: Bearer <ID token>`. The
 * caller's role comes from the verified token; every rule is the domain's; every write happens in
 * one transaction. Answers 200 { quoteId, status, … } or { error: { code, message } }.
 */
export function handleQuotesRequest(
  req: THttpRequest,
  deps: TQuotesDeps,
): Promise<THttpResponse<TQuoteAnswer | TOrderAnswer>> {
  return servePost<TIdTokenCaller, TQuoteAnswer | TOrderAnswer>(req, {
    fn: 'quotes',
    allowedOrigins: deps.allowedOrigins,
    logger: deps.logger,
    paths: Object.keys(QUOTES_HANDLERS),
    maxBodyBytes: QUOTES_MAX_BODY_BYTES,
    cors: AUTHENTICATED_POST_CORS,
    auth: { unauthenticatedCode: 'firestore/unauthenticated', verifyIdToken: deps.verifyIdToken },
    answer: async ({ path, caller, body, cors, refuse }) => {
      if (quoteActorOf(caller).role === 'staff') await rememberStaff(deps, caller);
      // The domain's refusals thrown inside a transaction, and contention, are servePost's to answer.
      const result = await QUOTES_HANDLERS[path as TQuotesPath](caller, body, deps);
      if (!result.ok) {
        const { code, detail, fields, headers } = result.error;
        return refuse(code, detail, {
          uid: caller.uid,
          ...(fields === undefined ? {} : { fields }),
          ...(headers === undefined ? {} : { headers }),
        });
      }
      if ('file' in result.value) {
        const { content, filename, contentType } = result.value.file;
        return {
          status: 200,
          headers: {
            ...cors,
            'Content-Type': contentType,
            'Content-Disposition': `inline; filename="${filename}"`,
            'Cache-Control': 'private, no-store',
          },
          body: undefined,
          raw: content,
        };
      }
      return { status: 200, headers: cors, body: result.value };
    },
  });
}

/** The back-office learns its staff as they work; a failure to record one never blocks the request. */
async function rememberStaff(deps: TQuotesDeps, caller: TIdTokenCaller): Promise<void> {
  try {
    await deps.rememberStaff({ ...staffRefOf(caller), email: caller.email ?? '' });
  } catch (error) {
    deps.logger.warn({ err: error, uid: caller.uid }, 'staff member not recorded');
  }
}
