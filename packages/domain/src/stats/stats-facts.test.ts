import { describe, expect, it } from 'vitest';
import { moveOrder } from '../order/order-document';
import { unwrapResult } from '../result/result';
import { makeOrder, makeQuote, makeRequestedQuote, makeSentQuote, T0 } from '../testing/factories';
import { emptyStatsDay, foldStatsFacts, type TStatsFact } from './stats-day';
import {
  STATS_QUOTE_FACT_KIND,
  STATS_UNASSIGNED_STAFF,
  statsFactOfEvent,
  statsFactsForOrderChange,
  statsFactsForQuoteChange,
  ZStatsFact,
} from './stats-facts';
import { STATS_NO_CATEGORY } from './stats-product';

const mariana = { uid: 'staff-1', name: 'Mariana López' };
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

describe('statsFactOfEvent', () => {
  const product = {
    product_id: 'p-1',
    sku: 'QO120',
    description: 'Interruptor',
    brand: 'Square D',
    category: 'interruptores',
  };

  it('a product view or add counts under the catalogue product the stats API stored', () => {
    expect(
      statsFactOfEvent({
        kind: 'product_viewed',
        payload: { product_id: 'p-1', brand: 'Otra' },
        product,
        folded: false,
      }),
    ).toEqual({
      kind: 'product_viewed',
      product_id: 'p-1',
      brand: 'Square D',
      category: 'interruptores',
    });
    const { category: _category, ...uncategorised } = product;
    expect(statsFactOfEvent({ kind: 'product_added', product: uncategorised })).toEqual({
      kind: 'product_added',
      product_id: 'p-1',
      brand: 'Square D',
      category: STATS_NO_CATEGORY,
    });
  });

  it('a search counts under its normalised term, with its result count when the page knew it', () => {
    expect(
      statsFactOfEvent({
        kind: 'search_record',
        payload: { search_term: '  Interruptor  TERMOMAGNÉTICO ', type: 'search', results: 0 },
      }),
    ).toEqual({
      kind: 'search_record',
      type: 'search',
      term: 'interruptor termomagnetico',
      results: 0,
    });
    expect(statsFactOfEvent({ kind: 'search_record', payload: { search_term: 'Siemens', type: 'brand' } })).toEqual({
      kind: 'search_record',
      type: 'brand',
      term: 'siemens',
      results: null,
    });
  });

  it('a quote fact is read as written', () => {
    const fact: TStatsFact = { kind: 'quote_sent', staff: mariana, minutes_from_request: 95, total_cents: 116_000 };
    expect(statsFactOfEvent({ kind: STATS_QUOTE_FACT_KIND, fact, day: '2026-11-20' })).toEqual(fact);
  });

  it.each([
    ['no document', undefined],
    [
      'a product event from before the roll-up (no product stored)',
      { kind: 'product_viewed', payload: { product_id: 'p-1' } },
    ],
    ['a search without a term', { kind: 'search_record', payload: { search_term: '   ', type: 'search' } }],
    ['a search of an unknown type', { kind: 'search_record', payload: { search_term: 'cable', type: 'voz' } }],
    ['a quote fact that is not one', { kind: STATS_QUOTE_FACT_KIND, fact: { kind: 'quote_sent', total_cents: -1 } }],
    ['an unknown kind', { kind: 'page_viewed' }],
  ])('%s: null', (_name, data) => {
    expect(statsFactOfEvent(data)).toBeNull();
  });
});

describe('ZStatsFact', () => {
  it('reads every kind the fold counts', () => {
    const facts: TStatsFact[] = [
      { kind: 'product_viewed', product_id: 'p', brand: 'b', category: 'c' },
      { kind: 'product_added', product_id: 'p', brand: 'b', category: 'c' },
      { kind: 'search_record', type: 'category', term: 'tableros', results: null },
      { kind: 'cart_created' },
      { kind: 'quote_requested' },
      { kind: 'quote_sent', staff: mariana, minutes_from_request: 0, total_cents: 0 },
      { kind: 'quote_accepted', staff: null, total_cents: 5 },
      { kind: 'order_placed', staff: mariana, total_cents: 116_000 },
      { kind: 'order_cancelled', staff: null, total_cents: 0 },
    ];
    for (const fact of facts) expect(ZStatsFact.parse(fact)).toEqual(fact);
  });

  it('refuses an order fact without a whole, non-negative total', () => {
    for (const total_cents of [-1, 1.5, '100'])
      expect(ZStatsFact.safeParse({ kind: 'order_placed', staff: null, total_cents }).success).toBe(false);
    expect(ZStatsFact.safeParse({ kind: 'order_shipped', staff: null, total_cents: 1 }).success).toBe(false);
  });
});

describe('statsFactsForQuoteChange', () => {
  it('a submit (draft → requested), and a requote (a new requested quote): one request', () => {
    const draft = makeQuote();
    expect(statsFactsForQuoteChange(draft, makeRequestedQuote(), T0)).toEqual([{ kind: 'quote_requested' }]);
    expect(statsFactsForQuoteChange(undefined, makeRequestedQuote(), T0)).toEqual([{ kind: 'quote_requested' }]);
  });

  it('a send: the assignee, the minutes since the request and the offer total (with IVA)', () => {
    const before = makeQuote({ status: 'in_review', submitted_at: T0, assignee: mariana });
    const after = makeSentQuote({ submitted_at: T0, sent_at: minutes(95), assignee: mariana });
    const facts = statsFactsForQuoteChange(before, after, minutes(95), { uid: 'staff-2', name: 'Ricardo' });
    expect(facts).toEqual([
      { kind: 'quote_sent', staff: mariana, minutes_from_request: 95, total_cents: after.offer?.totals.total_cents },
    ]);
    expect(after.offer?.totals.total_cents).toBeGreaterThan(after.offer?.totals.subtotal_cents ?? Infinity);
  });

  it('a send of an unassigned quote counts for the staff member sending it, or a stable label', () => {
    const before = makeQuote({ status: 'in_review', submitted_at: T0 });
    const after = makeSentQuote({ submitted_at: T0, sent_at: minutes(30), assignee: null });
    expect(statsFactsForQuoteChange(before, after, minutes(30), mariana)[0]).toMatchObject({
      kind: 'quote_sent',
      staff: mariana,
      minutes_from_request: 30,
    });
    expect(statsFactsForQuoteChange(before, after, minutes(30))[0]).toMatchObject({ staff: STATS_UNASSIGNED_STAFF });
  });

  it('an accept: the assignee (or nobody) and the offer total', () => {
    const sent = makeSentQuote({ assignee: mariana });
    const accepted = { ...sent, status: 'accepted' as const, closed_at: minutes(10) };
    expect(statsFactsForQuoteChange(sent, accepted, minutes(10))).toEqual([
      { kind: 'quote_accepted', staff: mariana, total_cents: sent.offer?.totals.total_cents },
    ]);
    expect(statsFactsForQuoteChange({ ...sent, assignee: null }, { ...accepted, assignee: null }, minutes(10))).toEqual(
      [{ kind: 'quote_accepted', staff: null, total_cents: sent.offer?.totals.total_cents }],
    );
  });

  it('other moves, and a change that keeps the status, make no fact', () => {
    const sent = makeSentQuote({ assignee: mariana });
    expect(statsFactsForQuoteChange(sent, { ...sent, status: 'rejected' }, T0)).toEqual([]);
    expect(statsFactsForQuoteChange(sent, { ...sent, status: 'expired' }, T0)).toEqual([]);
    expect(statsFactsForQuoteChange(sent, { ...sent, status: 'in_review' }, T0)).toEqual([]);
    expect(statsFactsForQuoteChange(sent, { ...sent, alias: 'Otra' }, T0)).toEqual([]);
    const requested = makeRequestedQuote();
    expect(statsFactsForQuoteChange(requested, { ...requested, status: 'in_review' }, T0)).toEqual([]);
  });

  it('what the facts fold into: a funnel step each, value sent and won', () => {
    const sent = makeSentQuote({ submitted_at: T0, sent_at: minutes(60), assignee: mariana });
    const facts = [
      ...statsFactsForQuoteChange(makeQuote(), makeRequestedQuote(), T0),
      ...statsFactsForQuoteChange(makeQuote({ status: 'in_review', submitted_at: T0 }), sent, minutes(60)),
      ...statsFactsForQuoteChange(sent, { ...sent, status: 'accepted' }, minutes(70)),
    ];
    const total = sent.offer?.totals.total_cents ?? 0;
    expect(foldStatsFacts(emptyStatsDay('2025-03-01'), facts)).toMatchObject({
      quotes_requested: 1,
      quotes_sent: 1,
      quotes_accepted: 1,
      value_sent_cents: total,
      value_won_cents: total,
      request_to_sent_minutes: [60],
    });
  });
});

describe('statsFactsForOrderChange', () => {
  const order = makeOrder({ assignee: mariana });

  it('a new order (an accept makes it): an order placed, for the assignee, worth its frozen total with IVA', () => {
    expect(order.totals.total_cents).toBeGreaterThan(order.totals.taxable_cents);
    expect(statsFactsForOrderChange(undefined, order)).toEqual([
      { kind: 'order_placed', staff: mariana, total_cents: order.totals.total_cents },
    ]);
    // The same total the accept counts as won, for the same member.
    const sent = makeSentQuote({
      assignee: order.assignee,
      offer: { ...makeSentQuote().offer!, totals: order.totals },
    });
    expect(statsFactsForQuoteChange(sent, { ...sent, status: 'accepted' }, T0)).toEqual([
      { kind: 'quote_accepted', staff: mariana, total_cents: order.totals.total_cents },
    ]);
  });

  it('an order of a quote nobody was assigned to counts for nobody', () => {
    expect(statsFactsForOrderChange(undefined, { ...order, assignee: null })).toEqual([
      { kind: 'order_placed', staff: null, total_cents: order.totals.total_cents },
    ]);
  });

  it('a cancellation: an order cancelled with its total; other moves make none', () => {
    const cancelled = unwrapResult(moveOrder(order, { type: 'cancel', reason: 'Obra suspendida' }, T0));
    expect(statsFactsForOrderChange(order, cancelled)).toEqual([
      { kind: 'order_cancelled', staff: mariana, total_cents: order.totals.total_cents },
    ]);
    const preparing = unwrapResult(moveOrder(order, { type: 'prepare' }, T0));
    expect(statsFactsForOrderChange(order, preparing)).toEqual([]);
    expect(
      statsFactsForOrderChange(preparing, unwrapResult(moveOrder(preparing, { type: 'cancel', reason: 'x' }, T0))),
    ).toEqual([{ kind: 'order_cancelled', staff: mariana, total_cents: order.totals.total_cents }]);
    // A cancelled order written again is not cancelled twice.
    expect(statsFactsForOrderChange(cancelled, { ...cancelled, updated_at: T0 })).toEqual([]);
  });
});
