import { z } from 'zod';
import type { TOrderDocument } from '../order/order-document';
import type { TQuoteDocument } from '../quote/quote-document';
import { normalizeSearchTerm } from './normalize-search-term';
import type { TStaffMemberRef, TStatsFact } from './stats-day';
import { SEARCH_RECORD_TYPES } from './stats-event-checks';
import { STATS_NO_CATEGORY } from './stats-product';

// What the roll-up reads out of `stats-events` (decision 008): a stored event or quote fact becomes
// one TStatsFact. Pure: the functions write the documents, the domain says what they count as.

/** The `kind` of a raw document that carries a quote or order fact (`fact`), written with the quote or order move. */
export const STATS_QUOTE_FACT_KIND = 'quote_fact';

/** Who an offer counts for when the quote names nobody (never expected: a send is always by staff). */
export const STATS_UNASSIGNED_STAFF: TStaffMemberRef = { uid: 'sin-asignar', name: 'Sin asignar' };

const ZCount = z.number().int().min(0);
const ZName = z.string().min(1);
const ZStaffMemberRef = z.object({ uid: ZName, name: z.string() });

/** A TStatsFact as stored in a quote fact document. */
export const ZStatsFact = z.union([
  z.object({ kind: z.enum(['product_viewed', 'product_added']), product_id: ZName, brand: ZName, category: ZName }),
  z.object({
    kind: z.literal('search_record'),
    type: z.enum(SEARCH_RECORD_TYPES),
    term: ZName,
    results: ZCount.nullable(),
  }),
  z.object({ kind: z.literal('cart_created') }),
  z.object({ kind: z.literal('quote_requested') }),
  z.object({
    kind: z.literal('quote_sent'),
    staff: ZStaffMemberRef,
    minutes_from_request: z.number().min(0),
    total_cents: ZCount,
  }),
  z.object({ kind: z.literal('quote_accepted'), staff: ZStaffMemberRef.nullable(), total_cents: ZCount }),
  z.object({
    kind: z.enum(['order_placed', 'order_cancelled']),
    staff: ZStaffMemberRef.nullable(),
    total_cents: ZCount,
  }),
]);

const ZStoredProduct = z.object({ product_id: ZName, brand: ZName, category: ZName.optional().catch(undefined) });
const ZStoredSearch = z.object({
  search_term: z.string(),
  type: z.enum(SEARCH_RECORD_TYPES),
  results: ZCount.optional().catch(undefined),
});

/**
 * The fact a stored `stats-events` document counts as, or null for one that cannot be read (a
 * document from before the roll-up, or damaged): it is then marked folded without being counted.
 * A product event counts under the catalogue's product as the stats API stored it (`product`), a
 * search under its normalised term, a quote fact as written.
 */
export function statsFactOfEvent(data: unknown): TStatsFact | null {
  if (typeof data !== 'object' || data === null) return null;
  const { kind, product, payload, fact } = data as Record<string, unknown>;
  switch (kind) {
    case 'product_viewed':
    case 'product_added': {
      const parsed = ZStoredProduct.safeParse(product);
      if (!parsed.success) return null;
      const { product_id, brand, category } = parsed.data;
      return { kind, product_id, brand, category: category ?? STATS_NO_CATEGORY };
    }
    case 'search_record': {
      const parsed = ZStoredSearch.safeParse(payload);
      const term = parsed.success ? normalizeSearchTerm(parsed.data.search_term) : '';
      return parsed.success && term !== ''
        ? { kind, type: parsed.data.type, term, results: parsed.data.results ?? null }
        : null;
    }
    case STATS_QUOTE_FACT_KIND: {
      const parsed = ZStatsFact.safeParse(fact);
      return parsed.success ? parsed.data : null;
    }
    default:
      return null;
  }
}

const MINUTE_MS = 60_000;

/**
 * The facts a quote change makes (`before` undefined: the quote is new, as a requote). Entering
 * `requested` is a request; entering `sent` an offer sent by the assignee (or `sender`, the staff
 * member sending), with the minutes since the request and the offer's total; entering `accepted`
 * an offer won, for the assignee, with the offer's total. Any other change makes none.
 */
export function statsFactsForQuoteChange(
  before: TQuoteDocument | undefined,
  after: TQuoteDocument,
  now: Date,
  sender?: TStaffMemberRef,
): TStatsFact[] {
  if (before !== undefined && before.status === after.status) return [];
  const total_cents = after.offer?.totals.total_cents ?? 0;
  switch (after.status) {
    case 'requested':
      return [{ kind: 'quote_requested' }];
    case 'sent': {
      const sentAt = after.sent_at ?? now;
      const submittedAt = after.submitted_at ?? sentAt;
      const minutes = Math.max(0, Math.round((sentAt.getTime() - submittedAt.getTime()) / MINUTE_MS));
      const staff = after.assignee ?? sender ?? STATS_UNASSIGNED_STAFF;
      return [
        { kind: 'quote_sent', staff: { uid: staff.uid, name: staff.name }, minutes_from_request: minutes, total_cents },
      ];
    }
    case 'accepted': {
      const staff = after.assignee === null ? null : { uid: after.assignee.uid, name: after.assignee.name };
      return [{ kind: 'quote_accepted', staff, total_cents }];
    }
    default:
      return [];
  }
}

/**
 * The facts an order change makes (`before` undefined: the order is new, made by an accept): a new
 * order is an order placed, entering `cancelled` an order cancelled; each with the order's frozen
 * total (with IVA, like the value won) for the quote's assignee as the order keeps it, or nobody,
 * as an accepted offer counts. Any other change makes none.
 */
export function statsFactsForOrderChange(before: TOrderDocument | undefined, after: TOrderDocument): TStatsFact[] {
  const staff = after.assignee === null ? null : { uid: after.assignee.uid, name: after.assignee.name };
  const total_cents = after.totals.total_cents;
  if (before === undefined) return [{ kind: 'order_placed', staff, total_cents }];
  if (before.status !== 'cancelled' && after.status === 'cancelled')
    return [{ kind: 'order_cancelled', staff, total_cents }];
  return [];
}
