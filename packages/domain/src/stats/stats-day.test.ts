import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyStaffFigures,
  emptyStatsDay,
  foldStatsFacts,
  STATS_DAY_MAX_DURATIONS,
  statsTermKey,
  trimStatsDay,
  ZStatsDayRollup,
  type TStatsFact,
} from './stats-day';

const viewed = (product_id: string, brand = 'Square D', category = 'Interruptores'): TStatsFact => ({
  kind: 'product_viewed',
  product_id,
  brand,
  category,
});
const added = (product_id: string, brand = 'Square D', category = 'Interruptores'): TStatsFact => ({
  kind: 'product_added',
  product_id,
  brand,
  category,
});
const mariana = { uid: 'staff-1', name: 'Mariana López' };

describe('foldStatsFacts', () => {
  it('counts views and adds in total, per product, brand and category', () => {
    const day = foldStatsFacts(emptyStatsDay('2026-11-20'), [
      viewed('p1'),
      viewed('p1'),
      added('p1'),
      viewed('p2', 'Siemens', 'Contactores'),
    ]);
    expect(day).toMatchObject({ views: 3, adds: 1 });
    expect(day.products).toEqual({ p1: { views: 2, adds: 1 }, p2: { views: 1, adds: 0 } });
    expect(day.brands).toEqual({ 'Square D': { views: 2, adds: 1 }, Siemens: { views: 1, adds: 0 } });
    expect(day.categories).toEqual({ Interruptores: { views: 2, adds: 1 }, Contactores: { views: 1, adds: 0 } });
    expect(ZStatsDayRollup.parse(day)).toEqual(day);
  });

  it('counts searches by type and term, and those that found nothing; an unknown result count is not "nothing"', () => {
    const day = foldStatsFacts(emptyStatsDay('2026-11-20'), [
      { kind: 'search_record', type: 'search', term: 'cable thw', results: 12 },
      { kind: 'search_record', type: 'search', term: 'cable thw', results: 0 },
      { kind: 'search_record', type: 'brand', term: 'siemens', results: null },
    ]);
    expect(day).toMatchObject({
      searches: 3,
      empty_searches: 1,
      searches_by_type: { search: 2, category: 0, brand: 1 },
    });
    expect(day.terms[statsTermKey('search', 'cable thw')]).toEqual({
      type: 'search',
      term: 'cable thw',
      count: 2,
      empty: 1,
    });
    expect(day.terms[statsTermKey('brand', 'siemens')]).toEqual({ type: 'brand', term: 'siemens', count: 1, empty: 0 });
  });

  it('counts the quote funnel, durations, value sent and won, and the same per staff member', () => {
    const day = foldStatsFacts(emptyStatsDay('2026-11-20'), [
      { kind: 'cart_created' },
      { kind: 'cart_created' },
      { kind: 'quote_requested' },
      { kind: 'quote_sent', staff: mariana, minutes_from_request: 95, total_cents: 116_000 },
      { kind: 'quote_accepted', staff: mariana, total_cents: 116_000 },
      { kind: 'quote_accepted', staff: null, total_cents: 5_000 },
    ]);
    expect(day).toMatchObject({
      carts_created: 2,
      quotes_requested: 1,
      quotes_sent: 1,
      quotes_accepted: 2,
      value_sent_cents: 116_000,
      value_won_cents: 121_000,
    });
    expect(day.request_to_sent_minutes).toEqual([95]);
    expect(day.staff).toEqual({
      'staff-1': {
        ...emptyStaffFigures('Mariana López'),
        sent: 1,
        accepted: 1,
        value_sent_cents: 116_000,
        value_won_cents: 116_000,
        request_to_sent_minutes: [95],
      },
    });
  });

  it('counts orders placed and cancelled with their totals to the cent, and the same for the assignee', () => {
    const ricardo = { uid: 'staff-2', name: 'Ricardo Salinas' };
    const day = foldStatsFacts(emptyStatsDay('2026-11-20'), [
      { kind: 'order_placed', staff: mariana, total_cents: 116_000_01 },
      { kind: 'order_placed', staff: mariana, total_cents: 9_999 },
      { kind: 'order_placed', staff: ricardo, total_cents: 1 },
      // An order of a quote nobody was assigned to counts in the day only.
      { kind: 'order_placed', staff: null, total_cents: 50_000_50 },
      // A cancellation counts the day it happens, whenever the order was placed.
      { kind: 'order_cancelled', staff: ricardo, total_cents: 2_345_67 },
      { kind: 'order_cancelled', staff: null, total_cents: 10 },
    ]);
    expect(day).toMatchObject({
      orders_placed: 4,
      value_ordered_cents: 116_000_01 + 9_999 + 1 + 50_000_50,
      orders_cancelled: 2,
      value_cancelled_cents: 2_345_67 + 10,
      // Orders are no funnel step of the quotes: nothing else moves.
      quotes_accepted: 0,
      value_won_cents: 0,
    });
    expect(day.value_ordered_cents).toBe(16_610_051);
    expect(day.staff).toEqual({
      'staff-1': { ...emptyStaffFigures('Mariana López'), orders_placed: 2, value_ordered_cents: 11_610_000 },
      'staff-2': {
        ...emptyStaffFigures('Ricardo Salinas'),
        orders_placed: 1,
        value_ordered_cents: 1,
        orders_cancelled: 1,
        value_cancelled_cents: 234_567,
      },
    });
    expect(ZStatsDayRollup.parse(day)).toEqual(day);
  });

  it('leaves the day it was given unchanged', () => {
    const before = emptyStatsDay('2026-11-20');
    foldStatsFacts(before, [
      viewed('p1'),
      { kind: 'quote_sent', staff: mariana, minutes_from_request: 1, total_cents: 1 },
    ]);
    expect(before).toEqual(emptyStatsDay('2026-11-20'));
  });

  it('gives the same day however the facts are split into roll-ups (each fact counted once)', () => {
    const fact = fc.oneof(
      fc.constantFrom('p1', 'p2', 'p3').map(viewed),
      fc.constantFrom('p1', 'p2').map((id) => added(id)),
      fc.record({
        kind: fc.constant('search_record' as const),
        type: fc.constantFrom('search' as const, 'brand' as const),
        term: fc.constantFrom('cable', 'foco'),
        results: fc.option(fc.nat(3)),
      }),
      fc.constant({ kind: 'cart_created' as const }),
      fc.constant({ kind: 'quote_requested' as const }),
      fc.record({
        kind: fc.constantFrom('order_placed' as const, 'order_cancelled' as const),
        staff: fc.constantFrom(mariana, null),
        total_cents: fc.nat(10_000_000_00),
      }),
    );
    fc.assert(
      fc.property(fc.array(fact, { maxLength: 40 }), fc.nat(40), (facts, cut) => {
        const once = foldStatsFacts(emptyStatsDay('2026-11-20'), facts);
        const twice = foldStatsFacts(
          foldStatsFacts(emptyStatsDay('2026-11-20'), facts.slice(0, cut)),
          facts.slice(cut),
        );
        expect(twice).toEqual(once);
      }),
    );
  });
});

describe('trimStatsDay', () => {
  it('keeps the largest products and terms, terms that found nothing first, and exact totals', () => {
    const facts: TStatsFact[] = [];
    for (let i = 0; i < 5; i++) for (let n = 0; n <= i; n++) facts.push(viewed(`p${i}`));
    facts.push({ kind: 'search_record', type: 'search', term: 'raro', results: 0 });
    for (let n = 0; n < 3; n++) facts.push({ kind: 'search_record', type: 'search', term: 'cable', results: 5 });
    for (let n = 0; n < 2; n++) facts.push({ kind: 'search_record', type: 'search', term: 'foco', results: 5 });
    const day = trimStatsDay(foldStatsFacts(emptyStatsDay('2026-11-20'), facts), 2);
    expect(Object.keys(day.products).sort()).toEqual(['p3', 'p4']);
    expect(day.views).toBe(15);
    expect(Object.keys(day.terms).sort()).toEqual([statsTermKey('search', 'cable'), statsTermKey('search', 'raro')]);
    expect(day.searches).toBe(6);
  });

  it('keeps at most the day limit of durations', () => {
    const day = {
      ...emptyStatsDay('2026-11-20'),
      request_to_sent_minutes: Array.from({ length: STATS_DAY_MAX_DURATIONS + 5 }, (_, i) => i),
    };
    expect(trimStatsDay(day).request_to_sent_minutes).toHaveLength(STATS_DAY_MAX_DURATIONS);
    const many = Array.from({ length: STATS_DAY_MAX_DURATIONS + 5 }, (_, i) => i);
    const withStaff = {
      ...emptyStatsDay('2026-11-20'),
      staff: {
        s: { ...emptyStaffFigures('Ana'), sent: many.length, request_to_sent_minutes: many },
      },
    };
    expect(trimStatsDay(withStaff).staff['s']!.request_to_sent_minutes).toHaveLength(STATS_DAY_MAX_DURATIONS);
  });
});

describe('ZStatsDayRollup', () => {
  it('reads a day written before staff durations were kept as having none', () => {
    const day = foldStatsFacts(emptyStatsDay('2026-11-20'), [
      { kind: 'quote_sent', staff: { uid: 's', name: 'Ana' }, minutes_from_request: 5, total_cents: 1 },
    ]);
    const { request_to_sent_minutes: _kept, ...older } = day.staff['s']!;
    expect(ZStatsDayRollup.parse({ ...day, staff: { s: older } }).staff['s']!.request_to_sent_minutes).toEqual([]);
  });

  it('reads a day written before orders were counted as having none, in the day and per staff member', () => {
    const day = foldStatsFacts(emptyStatsDay('2026-11-20'), [
      { kind: 'quote_sent', staff: { uid: 's', name: 'Ana' }, minutes_from_request: 5, total_cents: 1 },
    ]);
    const {
      orders_placed: _a,
      value_ordered_cents: _b,
      orders_cancelled: _c,
      value_cancelled_cents: _d,
      ...older
    } = day;
    const {
      orders_placed: _e,
      value_ordered_cents: _f,
      orders_cancelled: _g,
      value_cancelled_cents: _h,
      ...olderStaff
    } = day.staff['s']!;
    expect(ZStatsDayRollup.parse({ ...older, staff: { s: olderStaff } })).toEqual(day);
  });

  it('refuses a day id that is not a UTC day, and negative counts', () => {
    expect(ZStatsDayRollup.safeParse(emptyStatsDay('20-11-2026')).success).toBe(false);
    expect(ZStatsDayRollup.safeParse({ ...emptyStatsDay('2026-11-20'), views: -1 }).success).toBe(false);
    expect(ZStatsDayRollup.safeParse({ ...emptyStatsDay('2026-11-20'), value_ordered_cents: 1.5 }).success).toBe(false);
  });
});
