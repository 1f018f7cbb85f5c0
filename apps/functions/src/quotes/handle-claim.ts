import {
  authorizeQuoteClaim,
  claimQuote,
  customerNameFrom,
  err,
  isQuoteClaimedBy,
  ok,
  unwrapResult,
  ZClaimRequest,
} from '@voltia/domain';
import { parseRequestBody } from '../http/parse-request-body';
import type { TQuoteRoute, TQuotesDeps } from './quote-route';

/** The uid of the anonymous user a claim proves it held: a valid anonymous-provider ID token, else null. */
async function heldAnonymousUid(token: string | undefined, deps: TQuotesDeps): Promise<string | null> {
  if (token === undefined) return null;
  try {
    const holder = await deps.verifyIdToken(token);
    if (holder.isAnonymous) return holder.uid;
    deps.logger.warn({ holder: holder.uid }, 'claim proof is not an anonymous user');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    deps.logger.warn({ code: typeof code === 'string' ? code : 'unknown' }, 'claim proof token is not valid');
  }
  return null;
}

/**
 * POST /claim { quoteId, anonymousIdToken? }: moves a cart to the signed-in
 * account. With the uid kept (the anonymous user was linked) the quote is already the caller's;
 * after a sign-in to an existing account the caller proves, with the anonymous user's ID token,
 * that it held the cart. The domain decides (authorizeQuoteClaim, claimQuote).
 */
export const handleClaim: TQuoteRoute = async (caller, body, deps) => {
  const request = parseRequestBody(ZClaimRequest, body);
  if (!request.ok) return err({ code: request.code, detail: request.detail, fields: request.fields });
  if (caller.isAnonymous)
    return err({ code: 'auth/sign-in-required', detail: 'an anonymous user cannot claim a quote' });
  const { quoteId, anonymousIdToken } = request.value;
  const proof = { callerUid: caller.uid, heldAnonymousUid: await heldAnonymousUid(anonymousIdToken, deps) };
  const now = deps.now();

  const outcome = await deps.runTransaction(async (tx) => {
    const stored = await tx.getQuote(quoteId);
    if (stored !== undefined && isQuoteClaimedBy(stored, caller.uid)) return { status: stored.status, from: undefined };
    // Unknown and someone else's quote are refused alike (firestore/not-found).
    const quote = unwrapResult(authorizeQuoteClaim(stored, proof));
    const displayName = customerNameFrom([await tx.getProfileFullName(caller.uid), caller.name]);
    const claimed = unwrapResult(claimQuote(quote, { uid: caller.uid, displayName }, now));
    tx.updateQuote(quoteId, claimed);
    return { status: claimed.status, from: quote.owner };
  });

  if (outcome.from === undefined) return ok({ quoteId, status: outcome.status, alreadyClaimed: true });
  deps.logger.info({ uid: caller.uid, quoteId, from: outcome.from }, 'quote claimed');
  return ok({ quoteId, status: outcome.status });
};
