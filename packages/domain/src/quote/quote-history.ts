import { z } from 'zod';
import { DESK_CHANGE_FIELDS } from './desk/desk-ops';
import { toWellFormedText } from '../text/is-well-formed-text';
import { ZApprovedDiscount } from './desk/quote-desk';
import type { TDiscountApproval } from './desk/quote-desk';
import type { TDeskChange } from './desk/desk-ops';
import type { TBelowCostLine } from './desk/desk-pricing';
import { ZStaffRef } from './quote-document';
import type { TStaffRef } from './quote-document';
import { QUOTE_ACTOR_ROLES, QUOTE_MOVE_TYPES } from './quote-move';
import type { TQuoteActorRole, TQuoteMoveType } from './quote-move';
import { ZQuoteStatus } from './quote-status';
import type { TQuoteStatus } from './quote-status';

// The quote's history: an append-only record (`quote-detail/{id}/history/{entry}`, written only by
// the quotes function) of every move and every change staff make, with who, when and
// before → after. Moves and requotes are the customer's timeline too; desk changes and
// assignments are for staff only (`visibility`, which the rules check).

export const ZHistoryActor = z.object({
  uid: z.string().min(1),
  role: z.enum(QUOTE_ACTOR_ROLES),
  name: z.string().min(1).max(120),
});
export type THistoryActor = z.infer<typeof ZHistoryActor>;

const ZChangeValue = z.union([z.string(), z.number(), z.null()]);

const base = { at: z.date(), actor: ZHistoryActor };

export const ZQuoteHistoryEntry = z.discriminatedUnion('kind', [
  z.object({
    ...base,
    kind: z.literal('move'),
    visibility: z.literal('customer'),
    move: z.enum(QUOTE_MOVE_TYPES),
    from: ZQuoteStatus,
    to: ZQuoteStatus,
    /** The question, answer or reason that came with the move. */
    note: z.string().nullable(),
  }),
  z.object({
    ...base,
    kind: z.literal('change'),
    visibility: z.literal('staff'),
    field: z.enum(DESK_CHANGE_FIELDS),
    product_id: z.string().nullable(),
    sku: z.string().nullable(),
    before: ZChangeValue,
    after: ZChangeValue,
  }),
  z.object({
    ...base,
    kind: z.literal('assign'),
    visibility: z.literal('staff'),
    before: ZStaffRef.nullable(),
    after: ZStaffRef.nullable(),
  }),
  z.object({
    ...base,
    kind: z.literal('requote'),
    visibility: z.literal('customer'),
    /** `to`: this quote was requoted as quote_id; `from`: this quote is the requote of quote_id. */
    direction: z.enum(['to', 'from']),
    quote_id: z.string().min(1),
    quote_number: z.string().min(1),
  }),
  /** A second staff member approved the desk's large discounts, or a later change revoked the approval (staff only). */
  z.object({
    ...base,
    kind: z.literal('discount_approval'),
    visibility: z.literal('staff'),
    action: z.enum(['approved', 'revoked']),
    /** Who gave the approval (for a revocation: the approval that ended). */
    approver: ZStaffRef,
    discounts: z.array(ZApprovedDiscount).min(1),
  }),
  /** The sender confirmed sending lines priced below their cost (staff only: costs never reach the customer). */
  z.object({
    ...base,
    kind: z.literal('below_cost_confirmed'),
    visibility: z.literal('staff'),
    lines: z
      .array(
        z.object({ product_id: z.string().min(1), sku: z.string().min(1), margin_bp: z.number().int().nullable() }),
      )
      .min(1),
  }),
]);
export type TQuoteHistoryEntry = z.infer<typeof ZQuoteHistoryEntry>;

export function historyActor(uid: string, role: TQuoteActorRole, name: string | null | undefined): THistoryActor {
  const clean = toWellFormedText(name ?? '')
    .trim()
    .slice(0, 120);
  const fallback = role === 'system' ? 'Sistema' : role === 'staff' ? 'Personal de ventas' : 'Cliente';
  return { uid, role, name: clean === '' ? fallback : clean };
}

export function moveHistoryEntry(
  actor: THistoryActor,
  move: TQuoteMoveType,
  from: TQuoteStatus,
  to: TQuoteStatus,
  note: string | null,
  at: Date,
): TQuoteHistoryEntry {
  const clean = note?.trim() ?? '';
  return { at, actor, kind: 'move', visibility: 'customer', move, from, to, note: clean === '' ? null : clean };
}

export function changeHistoryEntries(
  actor: THistoryActor,
  changes: readonly TDeskChange[],
  at: Date,
): TQuoteHistoryEntry[] {
  return changes.map((change) => ({ at, actor, kind: 'change', visibility: 'staff', ...change }));
}

export function assignHistoryEntry(
  actor: THistoryActor,
  before: TStaffRef | null,
  after: TStaffRef | null,
  at: Date,
): TQuoteHistoryEntry {
  return { at, actor, kind: 'assign', visibility: 'staff', before, after };
}

export function requoteHistoryEntry(
  actor: THistoryActor,
  direction: 'to' | 'from',
  quoteId: string,
  quoteNumber: string,
  at: Date,
): TQuoteHistoryEntry {
  return {
    at,
    actor,
    kind: 'requote',
    visibility: 'customer',
    direction,
    quote_id: quoteId,
    quote_number: quoteNumber,
  };
}

/** The history entry of a discount approval given, or revoked by a later change (made by `actor`). */
export function discountApprovalHistoryEntry(
  actor: THistoryActor,
  action: 'approved' | 'revoked',
  approval: TDiscountApproval,
  at: Date,
): TQuoteHistoryEntry {
  return {
    at,
    actor,
    kind: 'discount_approval',
    visibility: 'staff',
    action,
    approver: approval.by,
    discounts: approval.discounts,
  };
}

/** The staff-only record that `actor` sent `lines` below their cost, confirming it; none when no line was. */
export function belowCostHistoryEntries(
  actor: THistoryActor,
  lines: readonly TBelowCostLine[],
  at: Date,
): TQuoteHistoryEntry[] {
  if (lines.length === 0) return [];
  return [
    {
      at,
      actor,
      kind: 'below_cost_confirmed',
      visibility: 'staff',
      lines: lines.map(({ product_id, sku, margin_bp }) => ({ product_id, sku, margin_bp })),
    },
  ];
}

/** Oldest first, as a timeline reads; entries written in one batch keep their order. */
export function compareHistoryEntries(a: Pick<TQuoteHistoryEntry, 'at'>, b: Pick<TQuoteHistoryEntry, 'at'>): number {
  return a.at.getTime() - b.at.getTime();
}
