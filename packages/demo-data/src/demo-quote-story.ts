import {
  AppError,
  applyDeskOps,
  applyQuoteMove,
  assignHistoryEntry,
  assignQuote,
  buildOrder,
  cartLineFromProduct,
  changeHistoryEntries,
  historyActor,
  moveHistoryEntry,
  moveOrder,
  newQuote,
  newQuoteDesk,
  newQuoteMessage,
  orderMoveNote,
  staffDisplayName,
  unwrapResult,
  validUntilFromDay,
  ZOrderAcceptance,
  ZOrderMove,
  type TCartLine,
  type TDeskOp,
  type THistoryActor,
  type TOrderAcceptanceInput,
  type TOrderDocument,
  type TOrderHistoryEntry,
  type TOrderMove,
  type TProduct,
  type TQuoteActor,
  type TQuoteDesk,
  type TQuoteDocument,
  type TQuoteHistoryEntry,
  type TQuoteMessage,
  type TQuoteMoveRequest,
  type TQuoteRequestDetails,
  type TStaffRef,
} from '@voltia/domain';
import { demoBillingOf } from './demo-billing';
import { demoDeliveryDays, demoDiscountBp, demoUnitPriceCents } from './demo-prices';
import type { TDemoQuoteNumbers } from './demo-quote-numbers';
import type { TDemoUser } from './demo-users';
import { DEMO_PRODUCTS, DEMO_SAT_KEYS } from './products';

/** `orders/{quoteId}` and its `history` sub-collection, as the accept and staff's later moves left them. */
export interface TDemoOrder {
  readonly order: TOrderDocument;
  /** `orders/{quoteId}/history`, oldest first: the order's creation, then each staff move. */
  readonly history: readonly TOrderHistoryEntry[];
}

/**
 * A demo quote as the quotes function would have left it: the quote, its lines, desk, history and
 * thread, and the order its accepted offer became.
 */
export interface TDemoQuote {
  readonly id: string;
  readonly quote: TQuoteDocument;
  /** `quote-detail/{id}/cart`: the customer's request as they wrote it. */
  readonly lines: readonly TCartLine[];
  /** `quote-desk/{id}`: what staff priced (for a sent or closed quote, the desk its offer came from); null for a draft. */
  readonly desk: TQuoteDesk | null;
  /** `quote-detail/{id}/history`, oldest first. */
  readonly history: readonly TQuoteHistoryEntry[];
  /** `quote-detail/{id}/messages`, oldest first. */
  readonly messages: readonly TQuoteMessage[];
  /** The order an accepted offer became (its id is the quote's); null for every other quote. */
  readonly order: TDemoOrder | null;
}

/** The uid the functions' hourly expiry run acts as (apps/functions `SCHEDULER_UID`). */
export const DEMO_SCHEDULER_UID = 'scheduler';

const PUBLISHED = new Map(
  DEMO_PRODUCTS.filter((product) => product.published).map((product) => [product.product_id, product]),
);
const BY_SKU = new Map([...PUBLISHED.values()].map((product) => [product.sku, product]));

function publishedProduct(productId: string): TProduct {
  const product = PUBLISHED.get(productId);
  if (product === undefined) throw new Error(`no published demo product ${productId}`);
  return product;
}

/** Published demo products by SKU, with the quantity asked for. */
export function demoCartLines(picks: readonly (readonly [sku: string, quantity: number])[]): TCartLine[] {
  return picks.map(([sku, quantity]) => {
    const product = BY_SKU.get(sku);
    if (product === undefined) throw new Error(`no published demo product with SKU ${sku}`);
    return unwrapResult(cartLineFromProduct(product, quantity));
  });
}

/** The product id of a published demo product, by SKU. */
export function demoProductId(sku: string): string {
  const [line] = demoCartLines([[sku, 1]]);
  return (line as TCartLine).product_id;
}

function quoteActorOf(user: TDemoUser): TQuoteActor {
  return user.role === 'staff'
    ? { role: 'staff', uid: user.uid }
    : { role: 'customer', uid: user.uid, isAnonymous: false };
}

function staffRefOf(user: TDemoUser): TStaffRef {
  return { uid: user.uid, name: staffDisplayName(user.displayName, user.email) };
}

function withoutId<T extends { readonly id: string }>({ id: _id, ...rest }: T): Omit<T, 'id'> {
  return rest;
}

/** The text a move brings, as the history and the email keep it. */
function noteOf(move: TQuoteMoveRequest): string | null {
  if (move.type === 'request_info' || move.type === 'answer_info') return move.message;
  if (move.type === 'reject' || move.type === 'cancel') return move.reason ?? null;
  return null;
}

/**
 * One demo quote told step by step, each step what a route of the quotes function does in its
 * transaction (decision 006): the same domain rules, the same desk, history entries and messages.
 * Steps run in time order; a step the domain refuses throws, so a scenario can never store a
 * quote the product could not have produced.
 */
export class DemoQuoteStory {
  private quote: TQuoteDocument;
  private desk: TQuoteDesk | null = null;
  private readonly history: TQuoteHistoryEntry[] = [];
  private readonly messages: TQuoteMessage[] = [];
  private order: TDemoOrder | null = null;

  private constructor(
    private readonly id: string,
    private readonly customer: TDemoUser,
    private readonly lines: readonly TCartLine[],
    createdAt: Date,
    alias: string | undefined,
  ) {
    this.quote = unwrapResult(
      newQuote({
        ownerUid: customer.uid,
        now: createdAt,
        kind: 'cart',
        customerName: customer.profile.full_name,
        ...(alias === undefined ? {} : { alias }),
      }),
    );
  }

  /** The customer's cart (or named list) as the storefront creates it, with its lines. */
  static start(input: {
    id: string;
    customer: TDemoUser;
    createdAt: Date;
    alias?: string;
    lines: readonly TCartLine[];
  }): DemoQuoteStory {
    return new DemoQuoteStory(input.id, input.customer, input.lines, input.createdAt, input.alias);
  }

  private historyActorOf(user: TDemoUser): THistoryActor {
    return historyActor(
      user.uid,
      user.role,
      user.role === 'staff' ? staffRefOf(user).name : this.quote.customer.nameOfClient,
    );
  }

  /** POST /submit: the request with its number, the desk opened from the lines, the history's first entry. */
  submit(details: TQuoteRequestDetails, numbers: TDemoQuoteNumbers, at: Date): this {
    const before = this.quote;
    const move = { type: 'submit' as const, lineCount: this.lines.length, details, quote_number: numbers.allocate(at) };
    this.quote = unwrapResult(applyQuoteMove(before, quoteActorOf(this.customer), move, at));
    this.desk = newQuoteDesk(this.lines, at);
    this.history.push(
      moveHistoryEntry(this.historyActorOf(this.customer), 'submit', before.status, this.quote.status, null, at),
    );
    return this;
  }

  /** POST /assign: `by` gives the quote to `to` (or to nobody); with `startReview`, "Tomar". */
  assign(by: TDemoUser, to: TDemoUser | null, at: Date, startReview = false): this {
    const who = this.historyActorOf(by);
    const before = this.quote;
    const assignee = to === null ? null : staffRefOf(to);
    let next = unwrapResult(assignQuote(before, quoteActorOf(by), assignee, at));
    if (next !== before) this.history.push(assignHistoryEntry(who, before.assignee, assignee, at));
    if (startReview && next.status === 'requested') {
      const reviewed = unwrapResult(applyQuoteMove(next, quoteActorOf(by), { type: 'start_review' }, at));
      this.history.push(moveHistoryEntry(who, 'start_review', next.status, reviewed.status, null, at));
      next = reviewed;
    }
    this.quote = next;
    return this;
  }

  /** "Tomar": a staff member assigns the quote to themselves and starts the review. */
  take(staff: TDemoUser, at: Date): this {
    return this.assign(staff, staff, at, true);
  }

  private currentDesk(at: Date): TQuoteDesk {
    return this.desk ?? newQuoteDesk(this.lines, at);
  }

  /** POST /desk: a batch of desk edits, all or nothing, each change in the staff's history. */
  editDesk(staff: TDemoUser, ops: readonly TDeskOp[], at: Date): this {
    const result = unwrapResult(applyDeskOps(this.currentDesk(at), this.quote.status, ops, PUBLISHED, at));
    if (result.changes.length > 0) {
      this.desk = result.desk;
      this.history.push(...changeHistoryEntries(this.historyActorOf(staff), result.changes, at));
    }
    return this;
  }

  /**
   * The desk edits that price lines at the demo's list prices, discounts and delivery times: every
   * line of the desk, or only those of the given SKUs.
   */
  priceOps(skus?: readonly string[]): TDeskOp[] {
    const desk = this.currentDesk(this.quote.updated_at);
    const chosen = skus === undefined ? desk.lines : desk.lines.filter((line) => skus.includes(line.sku));
    if (skus !== undefined && chosen.length !== skus.length)
      throw new Error(`${this.id}: some SKUs to price are not on the desk`);
    return chosen.map((line) => ({
      op: 'set_line',
      product_id: line.product_id,
      unit_price_cents: demoUnitPriceCents(publishedProduct(line.product_id)),
      discount_bp: demoDiscountBp(this.id, line.sku),
      delivery_days: demoDeliveryDays(this.id, line.sku),
    }));
  }

  /** Prices lines (all, or the given SKUs) at the demo prices, as one desk save. */
  price(staff: TDemoUser, at: Date, skus?: readonly string[]): this {
    return this.editDesk(staff, this.priceOps(skus), at);
  }

  /** POST /move for every move but send and accept: the quote and its history entry. */
  move(by: TDemoUser, move: Exclude<TQuoteMoveRequest, { type: 'send' | 'accept' }>, at: Date): this {
    const before = this.quote;
    this.quote = unwrapResult(applyQuoteMove(before, quoteActorOf(by), move, at));
    this.history.push(
      moveHistoryEntry(this.historyActorOf(by), move.type, before.status, this.quote.status, noteOf(move), at),
    );
    return this;
  }

  /** POST /move with a send: the desk's lines and prices, valid through `validUntilDay`, with `terms`. */
  send(staff: TDemoUser, validUntilDay: string, terms: string, at: Date): this {
    const desk = this.currentDesk(at);
    const before = this.quote;
    const move = { type: 'send' as const, lines: desk.lines, valid_until: validUntilFromDay(validUntilDay), terms };
    this.quote = unwrapResult(applyQuoteMove(before, quoteActorOf(staff), move, at));
    this.desk = { ...desk, valid_until_day: validUntilDay, terms, updated_at: at };
    this.history.push(moveHistoryEntry(this.historyActorOf(staff), 'send', before.status, this.quote.status, null, at));
    return this;
  }

  /**
   * POST /move with an accept ("Aceptar"): the quote accepted, its history entry, and the order the
   * offer becomes, as the function's transaction makes it. The acceptance is parsed as the request
   * is; the order is the domain's buildOrder of the offer, the customer's fiscal data and the chosen
   * site (both as DEMO_BILLING stores them on the profile), with the year's next order number; its
   * history starts with the customer's entry (from nothing to the order's status).
   */
  accept(by: TDemoUser, acceptance: TOrderAcceptanceInput, numbers: TDemoQuoteNumbers, at: Date): this {
    const parsed = ZOrderAcceptance.safeParse(acceptance);
    if (!parsed.success) throw new AppError('input/invalid', { detail: `${this.id}: acceptance`, cause: parsed.error });
    const move = { type: 'accept' as const, order: parsed.data };
    const before = this.quote;
    const next = unwrapResult(applyQuoteMove(before, quoteActorOf(by), move, at));
    const billing = demoBillingOf(before.owner);
    const site = billing?.sites.find((candidate) => candidate.id === move.order.delivery_site_id);
    const reserved = numbers.reserveOrder(at);
    const order = unwrapResult(
      buildOrder({
        quoteId: this.id,
        quote: before,
        acceptance: move.order,
        fiscal: billing?.fiscal,
        site: site === undefined ? undefined : withoutId(site),
        satKeys: DEMO_SAT_KEYS,
        orderNumber: reserved.number,
        now: at,
      }),
    );
    reserved.commit();
    const who = this.historyActorOf(by);
    this.quote = next;
    this.order = {
      order,
      history: [{ at, by: { uid: who.uid, name: who.name }, from: null, to: order.status, note: null }],
    };
    this.history.push(moveHistoryEntry(who, 'accept', before.status, next.status, null, at));
    return this;
  }

  /**
   * POST /order-move: a staff member moves the accepted offer's order along its lifecycle, as the
   * function's transaction does: the move parsed as the request is, the domain's moveOrder (so a move
   * the lifecycle refuses throws `order/move-not-allowed`), and its history entry (who, when,
   * before → after, the shipment's carrier and tracking number or the cancellation's reason).
   * Customers cannot move an order, and a move cannot come before the order's last change.
   */
  moveOrder(staff: TDemoUser, move: TOrderMove, at: Date): this {
    if (this.order === null) throw new AppError('firestore/not-found', { detail: `${this.id}: no order to move` });
    if (staff.role !== 'staff')
      throw new AppError('staff/forbidden', { detail: `${this.id}: order moves are for staff` });
    const { order, history } = this.order;
    if (at.getTime() < order.updated_at.getTime()) throw new Error(`${this.id}: an order move before its last change`);
    const parsed = ZOrderMove.safeParse(move);
    if (!parsed.success) throw new AppError('input/invalid', { detail: `${this.id}: order move`, cause: parsed.error });
    const next = unwrapResult(moveOrder(order, parsed.data, at));
    const by = staffRefOf(staff);
    this.order = {
      order: next,
      history: [...history, { at, by, from: order.status, to: next.status, note: orderMoveNote(parsed.data) }],
    };
    return this;
  }

  /** The hourly expiry run: a sent quote past its validity becomes expired. */
  expire(at: Date): this {
    const before = this.quote;
    this.quote = unwrapResult(
      applyQuoteMove(before, { role: 'system', uid: DEMO_SCHEDULER_UID }, { type: 'expire' }, at),
    );
    this.history.push(
      moveHistoryEntry(
        historyActor(DEMO_SCHEDULER_UID, 'system', null),
        'expire',
        before.status,
        this.quote.status,
        null,
        at,
      ),
    );
    return this;
  }

  /** POST /message: a message on the quote's thread, by its customer or by staff. */
  message(author: TDemoUser, text: string, at: Date): this {
    this.messages.push(
      unwrapResult(newQuoteMessage(this.quote, { ...this.historyActorOf(author), isAnonymous: false }, text, at)),
    );
    return this;
  }

  done(): TDemoQuote {
    return {
      id: this.id,
      quote: this.quote,
      lines: [...this.lines],
      desk: this.desk,
      history: [...this.history],
      messages: [...this.messages],
      order: this.order === null ? null : { order: this.order.order, history: [...this.order.history] },
    };
  }
}
