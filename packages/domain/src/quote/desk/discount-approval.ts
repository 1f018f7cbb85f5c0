import { AppError } from '../../errors/app-error';
import type { TErrorCode } from '../../errors/error-catalogue';
import { needsDiscountApproval, ZPriceActor } from '../../pricing/price-list';
import type { TPriceActor } from '../../pricing/price-list';
import type { TQuoteStatus } from '../quote-status';
import { err, ok } from '../../result/result';
import type { Result } from '../../result/result';
import { isDeskEditable } from './quote-desk';
import type { TApprovedDiscount, TDeskLine, TDiscountApproval } from './quote-desk';

// Discount approval: a line discount above DISCOUNT_APPROVAL_THRESHOLD_BP (15 %)
// needs a second staff member's approval before the quote can be sent. An approval covers the
// discounts per product as they were when it was given: a later discount that is HIGHER on an
// approved product, or a new discount above the threshold, is not covered, and the desk revokes the
// approval (both are kept in the quote's history). The approver cannot be the staff member assigned
// to the quote, and whoever sends cannot be the approver: two people see every large discount.

type TApprovalLine = Pick<TDeskLine, 'product_id' | 'sku' | 'discount_bp'>;

/** The lines whose discount needs approval, as an approval would record them. */
export function discountsNeedingApproval(lines: readonly TApprovalLine[]): TApprovedDiscount[] {
  return lines
    .filter((line) => needsDiscountApproval(line.discount_bp))
    .map(({ product_id, sku, discount_bp }) => ({ product_id, sku, discount_bp }));
}

export type TDiscountApprovalState =
  | { readonly kind: 'not-needed' }
  | { readonly kind: 'missing'; readonly needed: readonly TApprovedDiscount[] }
  /** An approval exists but does not cover `uncovered` (a discount raised or added after it). */
  | {
      readonly kind: 'stale';
      readonly needed: readonly TApprovedDiscount[];
      readonly uncovered: readonly TApprovedDiscount[];
      readonly approval: TDiscountApproval;
    }
  | { readonly kind: 'approved'; readonly needed: readonly TApprovedDiscount[]; readonly approval: TDiscountApproval };

/** Whether the lines' discounts need an approval, and whether `approval` covers them. */
export function discountApprovalState(
  lines: readonly TApprovalLine[],
  approval: TDiscountApproval | null | undefined,
): TDiscountApprovalState {
  const needed = discountsNeedingApproval(lines);
  if (needed.length === 0) return { kind: 'not-needed' };
  if (approval === null || approval === undefined) return { kind: 'missing', needed };
  const approved = new Map(approval.discounts.map((entry) => [entry.product_id, entry.discount_bp]));
  const uncovered = needed.filter((entry) => (approved.get(entry.product_id) ?? -1) < entry.discount_bp);
  return uncovered.length === 0
    ? { kind: 'approved', needed, approval }
    : { kind: 'stale', needed, uncovered, approval };
}

function fail(code: TErrorCode, detail: string): Result<never> {
  return err(new AppError(code, { detail }));
}

/** The discounts the approver saw on screen: what they approve, checked against the desk's. */
export type TSeenDiscount = Pick<TApprovedDiscount, 'product_id' | 'discount_bp'>;

function sameDiscounts(a: readonly TSeenDiscount[], b: readonly TSeenDiscount[]): boolean {
  const key = (list: readonly TSeenDiscount[]) =>
    list
      .map((entry) => `${entry.product_id}\u0000${entry.discount_bp}`)
      .sort()
      .join('\u0001');
  return key(a) === key(b);
}

/**
 * `approver` approves the desk's discounts above the threshold, as they are now and as the approver
 * saw them (`seen`). Refused when the desk cannot change, when nothing needs approval (or it is
 * approved already), when the approver is the staff member the quote is assigned to, and when the
 * discounts changed since the approver looked.
 */
export function approveDiscounts(
  lines: readonly TApprovalLine[],
  current: TDiscountApproval | null | undefined,
  status: TQuoteStatus,
  assigneeUid: string | null,
  approver: TPriceActor,
  seen: readonly TSeenDiscount[],
): Result<TDiscountApproval> {
  if (!isDeskEditable(status)) return fail('desk/not-editable', status);
  const state = discountApprovalState(lines, current);
  if (state.kind === 'not-needed' || state.kind === 'approved') return fail('desk/approval-not-needed', state.kind);
  if (assigneeUid !== null && approver.uid === assigneeUid) return fail('desk/approval-own-quote', approver.uid);
  if (!sameDiscounts(state.needed, seen))
    return fail('desk/approval-changed', 'the discounts changed since the approver saw them');
  return ok({ by: ZPriceActor.parse(approver), discounts: [...state.needed] });
}

/**
 * The approval after a desk change: kept while it still covers every discount that needs one,
 * revoked (null) as soon as one is not covered. `revoked` is the approval that ended, for the history.
 */
export function keepDiscountApproval(
  lines: readonly TApprovalLine[],
  approval: TDiscountApproval | null | undefined,
): { readonly approval: TDiscountApproval | null; readonly revoked: TDiscountApproval | null } {
  if (approval === null || approval === undefined) return { approval: null, revoked: null };
  return discountApprovalState(lines, approval).kind === 'stale'
    ? { approval: null, revoked: approval }
    : { approval, revoked: null };
}

/** Why a send by `senderUid` must wait for an approval, or undefined when it need not. */
export function discountApprovalProblem(
  lines: readonly TApprovalLine[],
  approval: TDiscountApproval | null | undefined,
  senderUid: string,
): AppError | undefined {
  const state = discountApprovalState(lines, approval);
  switch (state.kind) {
    case 'not-needed':
      return undefined;
    case 'missing':
      return new AppError('quote/discount-approval-required', {
        detail: state.needed.map((entry) => entry.sku).join(', '),
      });
    case 'stale':
      return new AppError('quote/discount-approval-stale', {
        detail: state.uncovered.map((entry) => entry.sku).join(', '),
      });
    case 'approved':
      return state.approval.by.uid === senderUid
        ? new AppError('quote/discount-approval-self', { detail: senderUid })
        : undefined;
  }
}
