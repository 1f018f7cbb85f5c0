import {
  ORDER_ROUTES,
  QUOTES_ROUTES,
  type TDeskAnswer,
  type TDeskOp,
  type TOrderAnswer,
  type TOrderMove,
  type TQuoteAnswer,
  type TSeenDiscount,
} from '@voltia/domain';
import { currentIdToken } from '../account/auth-service';
import { callRoute } from '../functions-api';

/** Saves a batch of desk edits (all or nothing); answers how many values changed and the desk as saved. */
export async function saveDeskEdits(quoteId: string, ops: readonly TDeskOp[]): Promise<TDeskAnswer> {
  return callRoute(QUOTES_ROUTES.desk, { quoteId, ops: [...ops] }, await currentIdToken());
}

/** Assigns the quote to a staff member (null: nobody); "Tomar" is assigning it to oneself with startReview. */
export async function assignQuote(
  quoteId: string,
  assigneeUid: string | null,
  startReview = false,
): Promise<TQuoteAnswer> {
  return callRoute(
    QUOTES_ROUTES.assign,
    { quoteId, assignee_uid: assigneeUid, ...(startReview ? { start_review: true as const } : {}) },
    await currentIdToken(),
  );
}

/** A second staff member approves the desk's discounts above 15 %, as they saw them. */
export async function approveQuoteDiscounts(
  quoteId: string,
  discounts: readonly TSeenDiscount[],
): Promise<TQuoteAnswer> {
  return callRoute(QUOTES_ROUTES.approveDiscount, { quoteId, discounts: [...discounts] }, await currentIdToken());
}

/** Moves an order along its lifecycle (prepare, ship with carrier and tracking number, deliver, cancel with a reason). */
export async function moveOrder(orderId: string, move: TOrderMove): Promise<TOrderAnswer> {
  return callRoute(ORDER_ROUTES.move, { orderId, move }, await currentIdToken());
}
