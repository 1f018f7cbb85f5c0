import { describe, expect, it } from 'vitest';
import { emptyStaffFigures, emptyStatsDay, foldStatsFacts, statsTermKey, type TStatsFact } from './stats-day';
import {
  mergeStatsDays,
  nearestRankPercentile,
  quoteFunnel,
  rankSearchTerms,
  rankViewsAdds,
  rate,
  weekStart,
  weeklyOrders,
  weeklyQuoteValues,
  weeklyStaffValues,
} from './stats-range';

const staff = { uid: 'staff-1', name: 'Mariana López' };
const day = (id: string, facts: TStatsFact[]) => foldStatsFacts(emptyStatsDay(id), facts);

describe('mergeStatsDays', () => {
  it('sums the days of a range, whatever their order, and names its first and last day', () => {
    const a = day('2026-11-18', [
      { kind: 'product_viewed', product_id: 'p1', brand: 'Siemens', category: 'Contactores' },
      { kind: 'search_record', type: 'search', term: 'cable', results: 0 },
      { kind: 'quote_sent', staff, minutes_from_request: 30, total_cents: 1_000 },
    ]);
    const b = day('2026-11-20', [
      { kind: 'product_added', product_id: 'p1', brand: 'Siemens', category: 'Contactores' },
      { kind: 'search_record', type: 'search', term: 'cable', results: 3 },
      {
        kind: 'quote_sent',
        staff: { ...staff, name: 'Mariana López H.' },
        minutes_from_request: 90,
        total_cents: 2_000,
      },
      { kind: 'quote_accepted', staff, total_cents: 2_000 },
      { kind: 'order_placed', staff, total_cents: 2_000 },
      { kind: 'order_cancelled', staff: null, total_cents: 7_77 },
    ]);
    const range = mergeStatsDays([b, a]);
    expect(range).toMatchObject({
      from: '2026-11-18',
      to: '2026-11-20',
      days: 2,
      views: 1,
      adds: 1,
      searches: 2,
      empty_searches: 1,
      quotes_sent: 2,
      value_sent_cents: 3_000,
      value_won_cents: 2_000,
      orders_placed: 1,
      value_ordered_cents: 2_000,
      orders_cancelled: 1,
      value_cancelled_cents: 777,
    });
    expect(range.products).toEqual({ p1: { views: 1, adds: 1 } });
    expect(range.terms[statsTermKey('search', 'cable')]).toEqual({ type: 'search', term: 'cable', count: 2, empty: 1 });
    expect(range.request_to_sent_minutes).toEqual([30, 90]);
    expect(range.staff['staff-1']).toEqual({
      ...emptyStaffFigures('Mariana López'),
      sent: 2,
      accepted: 1,
      value_sent_cents: 3_000,
      value_won_cents: 2_000,
      request_to_sent_minutes: [30, 90],
      orders_placed: 1,
      value_ordered_cents: 2_000,
    });
  });

  it('is an empty range for no days', () => {
    expect(mergeStatsDays([])).toMatchObject({ from: null, to: null, days: 0, views: 0, products: {} });
  });
});

describe('rankings', () => {
  const map = {
    a: { views: 10, adds: 1 },
    b: { views: 4, adds: 2 },
    c: { views: 0, adds: 1 },
    d: { views: 4, adds: 2 },
  };

  it('ranks by views, adds or conversion, ties by key, conversion null without views', () => {
    expect(rankViewsAdds(map, 'views', 3).map((r) => r.key)).toEqual(['a', 'b', 'd']);
    expect(rankViewsAdds(map, 'adds', 2).map((r) => r.key)).toEqual(['b', 'd']);
    expect(rankViewsAdds(map, 'conversion', 4).map((r) => [r.key, r.conversion])).toEqual([
      ['b', 0.5],
      ['d', 0.5],
      ['a', 0.1],
      ['c', null],
    ]);
  });

  it('ranks search terms by type, and those that found nothing', () => {
    const terms = {
      [statsTermKey('search', 'cable')]: { type: 'search' as const, term: 'cable', count: 5, empty: 0 },
      [statsTermKey('search', 'raro')]: { type: 'search' as const, term: 'raro', count: 2, empty: 2 },
      [statsTermKey('brand', 'siemens')]: { type: 'brand' as const, term: 'siemens', count: 9, empty: 0 },
    };
    expect(rankSearchTerms(terms, { limit: 5 }).map((t) => t.term)).toEqual(['siemens', 'cable', 'raro']);
    expect(rankSearchTerms(terms, { type: 'search', limit: 1 }).map((t) => t.term)).toEqual(['cable']);
    expect(rankSearchTerms(terms, { emptyOnly: true, limit: 5 }).map((t) => t.term)).toEqual(['raro']);
  });
});

describe('quoteFunnel', () => {
  it('gives each step with its rate from the step before and from the first', () => {
    const steps = quoteFunnel({
      carts_created: 40,
      quotes_requested: 10,
      quotes_sent: 8,
      quotes_accepted: 2,
      orders_placed: 2,
    });
    expect(steps.map((s) => [s.label, s.count, s.fromPrevious, s.fromFirst])).toEqual([
      ['Carritos creados', 40, null, 1],
      ['Cotizaciones solicitadas', 10, 0.25, 0.25],
      ['Ofertas enviadas', 8, 0.8, 0.2],
      ['Ofertas aceptadas', 2, 0.25, 0.05],
      ['Pedidos', 2, 1, 0.05],
    ]);
  });

  it('has no rate rather than a false 0 % when a step before is empty', () => {
    expect(
      quoteFunnel({ carts_created: 0, quotes_requested: 0, quotes_sent: 0, quotes_accepted: 0, orders_placed: 0 }).map(
        (s) => s.fromFirst,
      ),
    ).toEqual([null, null, null, null, null]);
    // Offers accepted before orders existed made none: a step after an empty one has no rate either.
    expect(
      quoteFunnel({ carts_created: 3, quotes_requested: 1, quotes_sent: 0, quotes_accepted: 0, orders_placed: 0 }).map(
        (s) => s.fromPrevious,
      ),
    ).toEqual([null, 1 / 3, 0, null, null]);
    expect(rate(1, 0)).toBeNull();
  });
});

describe('nearestRankPercentile', () => {
  it('gives a value that occurred: median and p90', () => {
    const minutes = [5, 1, 9, 3, 7, 2, 8, 4, 6, 10];
    expect(nearestRankPercentile(minutes, 50)).toBe(5);
    expect(nearestRankPercentile(minutes, 90)).toBe(9);
    expect(nearestRankPercentile([42], 90)).toBe(42);
    expect(nearestRankPercentile([], 50)).toBeNull();
  });
});

describe('weeks', () => {
  it('starts ISO weeks on Monday (UTC)', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
  });

  it('sums value sent and won per week, oldest first', () => {
    const weeks = weeklyQuoteValues([
      day('2026-11-30', [{ kind: 'quote_sent', staff, minutes_from_request: 1, total_cents: 500 }]),
      day('2026-11-23', [{ kind: 'quote_sent', staff, minutes_from_request: 1, total_cents: 100 }]),
      day('2026-11-27', [{ kind: 'quote_accepted', staff, total_cents: 100 }]),
    ]);
    expect(weeks).toEqual([
      { week: '2026-11-23', value_sent_cents: 100, value_won_cents: 100, sent: 1, accepted: 1 },
      { week: '2026-11-30', value_sent_cents: 500, value_won_cents: 0, sent: 1, accepted: 0 },
    ]);
  });

  it('sums value sent and won per week and staff member, oldest week first, then by value sent', () => {
    const ricardo = { uid: 'staff-2', name: 'Ricardo Salinas' };
    const rows = weeklyStaffValues([
      day('2026-11-30', [{ kind: 'quote_sent', staff, minutes_from_request: 1, total_cents: 500 }]),
      day('2026-11-24', [
        { kind: 'quote_sent', staff, minutes_from_request: 1, total_cents: 100 },
        { kind: 'quote_sent', staff: ricardo, minutes_from_request: 1, total_cents: 300 },
      ]),
      day('2026-11-27', [{ kind: 'quote_accepted', staff, total_cents: 100 }]),
    ]);
    expect(rows).toEqual([
      {
        week: '2026-11-23',
        uid: 'staff-2',
        name: 'Ricardo Salinas',
        value_sent_cents: 300,
        value_won_cents: 0,
        sent: 1,
        accepted: 0,
      },
      {
        week: '2026-11-23',
        uid: 'staff-1',
        name: 'Mariana López',
        value_sent_cents: 100,
        value_won_cents: 100,
        sent: 1,
        accepted: 1,
      },
      {
        week: '2026-11-30',
        uid: 'staff-1',
        name: 'Mariana López',
        value_sent_cents: 500,
        value_won_cents: 0,
        sent: 1,
        accepted: 0,
      },
    ]);
  });

  it('sums orders placed and cancelled per week, to the cent, oldest first; a Sunday ends its week', () => {
    const ricardo = { uid: 'staff-2', name: 'Ricardo Salinas' };
    const weeks = weeklyOrders([
      day('2026-11-30', [{ kind: 'order_placed', staff, total_cents: 1_234_567_89 }]),
      day('2026-11-23', [
        { kind: 'order_placed', staff, total_cents: 10_01 },
        { kind: 'order_placed', staff: ricardo, total_cents: 99 },
      ]),
      day('2026-11-29', [
        { kind: 'order_placed', staff: null, total_cents: 5_000_00 },
        { kind: 'order_cancelled', staff: ricardo, total_cents: 99 },
      ]),
      // A day with no orders still names its week.
      day('2026-12-07', [{ kind: 'quote_requested' }]),
    ]);
    expect(weeks).toEqual([
      {
        week: '2026-11-23',
        orders_placed: 3,
        value_ordered_cents: 501_100,
        orders_cancelled: 1,
        value_cancelled_cents: 99,
      },
      {
        week: '2026-11-30',
        orders_placed: 1,
        value_ordered_cents: 123_456_789,
        orders_cancelled: 0,
        value_cancelled_cents: 0,
      },
      { week: '2026-12-07', orders_placed: 0, value_ordered_cents: 0, orders_cancelled: 0, value_cancelled_cents: 0 },
    ]);
  });
});
