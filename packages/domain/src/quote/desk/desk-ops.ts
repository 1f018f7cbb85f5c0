import { z } from 'zod';
import { ZWellFormedText } from '../../text/well-formed-text';
import { ZCartLine, ZLineQuantity, mergeCartLine } from '../../cart/cart-line';
import { AppError } from '../../errors/app-error';
import { ZDiscountBp, ZUnitPriceCents } from '../../money/money';
import { QUOTE_MESSAGE_MAX_LENGTH } from '../quote-limits';
import type { TCatalogueLookup } from '../reconcile-cart-with-catalogue';
import type { TQuoteStatus } from '../quote-status';
import { ZCalendarDay } from '../quote-validity';
import { err, ok } from '../../result/result';
import type { Result } from '../../result/result';
import { MAX_QUOTE_LINES, ZDeliveryDays, isDeskEditable } from './quote-desk';
import type { TDeskLine, TDiscountApproval, TQuoteDesk } from './quote-desk';
import { keepDiscountApproval } from './discount-approval';

const ZProductId = ZWellFormedText.trim().min(1).max(64);
const ZDeskText = ZWellFormedText.trim().max(QUOTE_MESSAGE_MAX_LENGTH);

/**
 * One edit staff make on the desk. A batch of them is saved at once (the desk saves what changed
 * since the last save), so pricing 40 lines is a handful of requests, not 160.
 */
export const ZDeskOp = z.discriminatedUnion('op', [
  z
    .object({
      op: z.literal('set_line'),
      product_id: ZProductId,
      unit_price_cents: ZUnitPriceCents.nullable().optional(),
      discount_bp: ZDiscountBp.optional(),
      delivery_days: ZDeliveryDays.nullable().optional(),
      quantity: ZLineQuantity.optional(),
    })
    .strict(),
  z.object({ op: z.literal('add_line'), product_id: ZProductId, quantity: ZLineQuantity }).strict(),
  z.object({ op: z.literal('remove_line'), product_id: ZProductId }).strict(),
  z.object({ op: z.literal('set_validity'), valid_until_day: ZCalendarDay.nullable() }).strict(),
  z.object({ op: z.literal('set_terms'), terms: ZDeskText }).strict(),
  z.object({ op: z.literal('set_notes'), internal_notes: ZDeskText }).strict(),
]);
export type TDeskOp = z.infer<typeof ZDeskOp>;

export const MAX_DESK_OPS = 400;
export const ZDeskOps = z.array(ZDeskOp).min(1).max(MAX_DESK_OPS);

/** A product staff picked to add on the desk, as its line shows it until the saved desk has it. */
export const ZDeskAddedProduct = ZCartLine.pick({ product_id: true, sku: true, sku_description: true, brand: true });
export type TDeskAddedProduct = z.infer<typeof ZDeskAddedProduct>;

export const DESK_CHANGE_FIELDS = [
  'unit_price',
  'discount',
  'delivery',
  'quantity',
  'line_added',
  'line_removed',
  'validity',
  'terms',
  'internal_notes',
] as const;
export type TDeskChangeField = (typeof DESK_CHANGE_FIELDS)[number];

/** One value that changed, ready for the quote's history (who and when are added by the caller). */
export type TDeskChange = {
  readonly field: TDeskChangeField;
  readonly product_id: string | null;
  readonly sku: string | null;
  readonly before: string | number | null;
  readonly after: string | number | null;
};

type TLineField = 'unit_price_cents' | 'discount_bp' | 'delivery_days' | 'quantity';
const LINE_FIELDS: readonly (readonly [TLineField, TDeskChangeField])[] = [
  ['unit_price_cents', 'unit_price'],
  ['discount_bp', 'discount'],
  ['delivery_days', 'delivery'],
  ['quantity', 'quantity'],
];

function fail(code: ConstructorParameters<typeof AppError>[0], detail: string): Result<never> {
  return err(new AppError(code, { detail }));
}

/** What staff edit on a desk: its lines and the offer's settings (the rest is the server's). */
export type TDeskContent = Pick<TQuoteDesk, 'lines' | 'valid_until_day' | 'terms' | 'internal_notes'>;

/** A desk being edited: `lines` is a working copy the ops change in place. */
type TDeskWork = { lines: TDeskLine[]; valid_until_day: string | null; terms: string; internal_notes: string };

/**
 * One op on the working desk, the one rule both the save and the screen apply: the changes it made,
 * or the refusal (the working desk is then as it was).
 */
function applyDeskOp(
  work: TDeskWork,
  op: TDeskOp,
  catalogue: TCatalogueLookup,
  listPrices: ReadonlyMap<string, number>,
): Result<TDeskChange[]> {
  const changes: TDeskChange[] = [];
  const change = (
    field: TDeskChangeField,
    line: TDeskLine | null,
    before: string | number | null,
    after: string | number | null,
  ) => {
    if (before !== after)
      changes.push({ field, product_id: line?.product_id ?? null, sku: line?.sku ?? null, before, after });
  };
  const { lines } = work;
  const index = 'product_id' in op ? lines.findIndex((line) => line.product_id === op.product_id) : -1;
  switch (op.op) {
    case 'set_line': {
      const line = lines[index];
      if (line === undefined) return fail('desk/line-not-found', op.product_id);
      const next = { ...line };
      for (const [key, field] of LINE_FIELDS) {
        const value = op[key];
        if (value === undefined) continue;
        change(field, line, line[key], value);
        (next as Record<TLineField, number | null>)[key] = value;
      }
      lines[index] = next;
      break;
    }
    case 'add_line': {
      if (index !== -1) return fail('desk/line-exists', op.product_id);
      const product = catalogue.get(op.product_id);
      if (product === undefined || !product.published) return fail('desk/product-unavailable', op.product_id);
      if (lines.length >= MAX_QUOTE_LINES) return fail('desk/too-many-lines', `${lines.length}`);
      const cartLine = mergeCartLine(undefined, {
        sku: product.sku,
        product_id: op.product_id,
        sku_description: product.description,
        brand: product.brand,
        quantity: op.quantity,
      });
      if (!cartLine.ok) return cartLine;
      // A line staff add starts at its list price.
      const line: TDeskLine = {
        ...cartLine.value,
        unit_price_cents: listPrices.get(op.product_id) ?? null,
        discount_bp: 0,
        delivery_days: null,
        origin: 'added',
        requested_quantity: null,
      };
      lines.push(line);
      change('line_added', line, null, line.quantity);
      change('unit_price', line, null, line.unit_price_cents);
      break;
    }
    case 'remove_line': {
      const line = lines[index];
      if (line === undefined) return fail('desk/line-not-found', op.product_id);
      lines.splice(index, 1);
      change('line_removed', line, line.quantity, null);
      break;
    }
    case 'set_validity':
      change('validity', null, work.valid_until_day, op.valid_until_day);
      work.valid_until_day = op.valid_until_day;
      break;
    case 'set_terms':
      change('terms', null, work.terms, op.terms);
      work.terms = op.terms;
      break;
    case 'set_notes':
      change('internal_notes', null, work.internal_notes, op.internal_notes);
      work.internal_notes = op.internal_notes;
      break;
  }
  return ok(changes);
}

function deskWork(desk: TDeskContent): TDeskWork {
  return {
    lines: [...desk.lines],
    valid_until_day: desk.valid_until_day,
    terms: desk.terms,
    internal_notes: desk.internal_notes,
  };
}

/**
 * The desk after a batch of edits, and what changed (before → after) for the history. The batch is
 * all or nothing: the first refused edit refuses the batch, so a save never half-applies.
 */
export function applyDeskOps(
  desk: TQuoteDesk,
  status: TQuoteStatus,
  ops: readonly TDeskOp[],
  /** The catalogue's facts of the products the batch's add_line ops name, read by the caller first. */
  catalogue: TCatalogueLookup,
  now: Date,
  /** List prices (cents) of the products the add_line ops name: an added line starts at its list price. */
  listPrices: ReadonlyMap<string, number> = new Map(),
): Result<{ desk: TQuoteDesk; changes: TDeskChange[]; revokedApproval: TDiscountApproval | null }> {
  if (!isDeskEditable(status)) return fail('desk/not-editable', status);
  const work = deskWork(desk);
  const changes: TDeskChange[] = [];
  for (const op of ops) {
    const applied = applyDeskOp(work, op, catalogue, listPrices);
    if (!applied.ok) return applied;
    changes.push(...applied.value);
  }
  if (changes.length === 0) return ok({ desk, changes, revokedApproval: null });
  const { lines, valid_until_day, terms, internal_notes } = work;
  // A discount raised past what was approved (or a new large one) ends the approval.
  const { approval, revoked } = keepDiscountApproval(lines, desk.discount_approval);
  return ok({
    desk: { lines, valid_until_day, terms, internal_notes, updated_at: now, discount_approval: approval },
    changes,
    revokedApproval: revoked,
  });
}

/**
 * The desk as the edits not saved yet would leave it, by the same rules as the save: what the desk
 * screen shows. Unlike a save, an edit that no longer fits (a line someone else removed, a product
 * already on the desk) is skipped and the rest still apply, so one stale edit never hides the others.
 */
export function previewDeskOps(
  desk: TDeskContent,
  ops: readonly TDeskOp[],
  /** The products the add_line ops name, as staff picked them. */
  catalogue: TCatalogueLookup,
  /** Their list prices (cents), when known. */
  listPrices: ReadonlyMap<string, number> = new Map(),
): TDeskContent {
  const work = deskWork(desk);
  for (const op of ops) applyDeskOp(work, op, catalogue, listPrices);
  return work;
}
