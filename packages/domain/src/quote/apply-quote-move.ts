import { AppError } from '../errors/app-error';
import type { TErrorCode } from '../errors/error-catalogue';
import { err, ok } from '../result/result';
import type { Result } from '../result/result';
import { isWithinDatePickerRange } from '../constants/ui-constants';
import type { TDeskLine } from './desk/quote-desk';
import { discountApprovalProblem } from './desk/discount-approval';
import { belowCostLines } from './desk/desk-pricing';
import type { TQuoteDocument } from './quote-document';
import { QUOTE_MOVE_TYPES, QUOTE_TRANSITIONS, ZQuoteActor, ZQuoteMove } from './quote-move';
import type { TQuoteActor, TQuoteMove, TQuoteMoveType } from './quote-move';
import { buildOffer } from './quote-offer';
import { businessDayOf, dayOfValidUntil } from './quote-validity';

function fail(code: TErrorCode, detail?: string): Result<TQuoteDocument> {
  return err(new AppError(code, detail === undefined ? {} : { detail }));
}

function isValidDate(date: unknown): date is Date {
  return date instanceof Date && !Number.isNaN(date.getTime());
}

/** A sent quote can be accepted or rejected only while its validity date is still ahead. */
export function isQuoteValidAt(quote: Pick<TQuoteDocument, 'valid_until'>, now: Date): boolean {
  return quote.valid_until !== null && quote.valid_until.getTime() > now.getTime();
}

/**
 * The owner already submitted this quote (it left draft with submitted_at set): a repeated submit
 * is answered as done, and nothing is written or sent again.
 */
export function wasSubmittedBy(quote: Pick<TQuoteDocument, 'owner' | 'status' | 'submitted_at'>, uid: string): boolean {
  return quote.owner === uid && quote.status !== 'draft' && quote.submitted_at !== null;
}

/** Whether the actor's role and identity allow the move on this quote, ignoring the move's payload. */
function mayAttempt(quote: TQuoteDocument, actor: TQuoteActor, type: TQuoteMoveType, now: Date): boolean {
  const rule = QUOTE_TRANSITIONS[type];
  if (!rule.from.includes(quote.status) || !rule.roles.includes(actor.role)) return false;
  if (actor.role === 'customer' && actor.uid !== quote.owner) return false;
  switch (type) {
    case 'submit':
      return !quote.isAnonymous && actor.isAnonymous !== true;
    case 'accept':
    case 'reject':
      return isQuoteValidAt(quote, now);
    case 'expire':
      return !isQuoteValidAt(quote, now);
    default:
      return true;
  }
}

/**
 * The moves the UI may offer this actor now. Payload rules (line count, prices, texts) are checked
 * only when the move is applied, since the UI collects them after the person picks the move.
 */
export function allowedMoves(quote: TQuoteDocument, actor: TQuoteActor, now: Date): TQuoteMoveType[] {
  if (!ZQuoteActor.safeParse(actor).success || !isValidDate(now)) return [];
  return QUOTE_MOVE_TYPES.filter((type) => mayAttempt(quote, actor, type, now));
}

function sendProblem(
  lines: readonly TDeskLine[],
  validUntil: Date | null,
  now: Date,
): Result<TQuoteDocument> | undefined {
  const ids = new Set(lines.map((line) => line.product_id.trim()));
  if (ids.size !== lines.length) return fail('input/invalid', 'duplicate product_id in priced lines');
  if (validUntil !== null && isValidDate(validUntil) && !isWithinDatePickerRange(dayOfValidUntil(validUntil)))
    return fail('quote/validity-out-of-range');
  // The validity is a calendar day after today (Mexico City): an offer that ends tonight is no offer.
  if (validUntil === null || !isValidDate(validUntil) || !(dayOfValidUntil(validUntil) > businessDayOf(now)))
    return fail('quote/invalid-validity');
  return undefined;
}

/**
 * The quote lifecycle as one pure function: the quote after `actor` makes `move` at
 * `now`, or the coded reason it is refused. Checks run from the general to the specific (shape,
 * ownership, status, role, payload) so the error names the first thing that is wrong.
 */
export function applyQuoteMove(
  quote: TQuoteDocument,
  actor: TQuoteActor,
  move: TQuoteMove,
  now: Date,
): Result<TQuoteDocument> {
  const parsedActor = ZQuoteActor.safeParse(actor);
  if (!parsedActor.success) return fail('input/invalid', 'actor');
  const parsedMove = ZQuoteMove.safeParse(move);
  if (!parsedMove.success) return fail('input/invalid', 'move');
  if (!isValidDate(now)) return fail('input/invalid', 'now');
  const who = parsedActor.data;
  const m = parsedMove.data;

  // Whose quote it is comes before its status: a stranger learns nothing about someone else's quote.
  if (who.role === 'customer' && who.uid !== quote.owner) return fail('quote/not-owner');
  const rule = QUOTE_TRANSITIONS[m.type];
  if (!rule.from.includes(quote.status)) return fail('quote/invalid-move', `${m.type} from ${quote.status}`);
  if (!rule.roles.includes(who.role)) return fail('quote/forbidden', `${who.role} may not ${m.type}`);

  const next: TQuoteDocument = { ...quote, status: rule.to, updated_at: now };

  switch (m.type) {
    case 'submit':
      if (quote.isAnonymous || who.isAnonymous === true) return fail('auth/sign-in-required');
      if (m.lineCount < 1) return fail('quote/empty');
      return ok({
        ...next,
        submitted_at: now,
        request_details: m.details,
        quote_number: m.quote_number,
        waiting_since: now,
      });
    case 'start_review':
      return ok(next);
    case 'request_info': {
      const message = m.message.trim();
      if (message === '') return fail('quote/message-required');
      // A new question waits for a new answer; meanwhile the customer has the turn.
      return ok({ ...next, info_request: message, customer_message: null, waiting_since: null });
    }
    case 'answer_info': {
      const message = m.message.trim();
      if (message === '') return fail('quote/message-required');
      return ok({ ...next, customer_message: message, waiting_since: now });
    }
    case 'send': {
      const problem = sendProblem(m.lines, m.valid_until, now);
      if (problem !== undefined) return problem;
      const approval = discountApprovalProblem(m.lines, m.discount_approval, who.uid);
      if (approval !== undefined) return err(approval);
      const offer = buildOffer(m.lines, m.terms, (quote.offer?.version ?? 0) + 1);
      if (!offer.ok) return offer;
      // A line sold below its cost goes out only when the sender confirmed it.
      const below = belowCostLines(m.lines, new Map(Object.entries(m.costs ?? {})));
      if (below.length > 0 && m.below_cost_confirmed !== true)
        return fail('quote/below-cost-unconfirmed', below.map((line) => line.sku).join(', '));
      return ok({ ...next, sent_at: now, valid_until: m.valid_until, offer: offer.value, waiting_since: null });
    }
    case 'accept':
      if (!isQuoteValidAt(quote, now)) return fail('quote/expired');
      return ok({ ...next, closed_at: now, waiting_since: null });
    case 'reject': {
      if (!isQuoteValidAt(quote, now)) return fail('quote/expired');
      const reason = m.reason.trim();
      if (reason === '') return fail('quote/reason-required');
      return ok({ ...next, rejection_reason: reason, closed_at: now, waiting_since: null });
    }
    case 'withdraw':
      // The offer is off the table while staff revise it (it is kept as the record of what was sent,
      // and numbers the next one); a new send makes a new offer. The customer waits for staff again.
      return ok({ ...next, valid_until: null, waiting_since: now });
    case 'expire':
      if (isQuoteValidAt(quote, now)) return fail('quote/not-expired');
      return ok({ ...next, closed_at: now, waiting_since: null });
    case 'cancel': {
      const reason = m.reason?.trim() ?? '';
      return ok({ ...next, cancellation_reason: reason === '' ? null : reason, closed_at: now, waiting_since: null });
    }
  }
}
