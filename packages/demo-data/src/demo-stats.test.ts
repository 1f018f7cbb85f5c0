import {
  STATS_DAY_TOP_N,
  ZStatsDayRollup,
  ZStatsFact,
  emptyStatsDay,
  foldStatsFacts,
  mergeStatsDays,
  normalizeSearchTerm,
  statsTermKey,
  type TStatsDayRollup,
} from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_BRANDS } from './brands';
import { DEMO_CATEGORIES } from './categories';
import {
  DEMO_STATS_BEST_SELLERS,
  DEMO_STATS_DAY_COUNT,
  DEMO_STATS_NO_RESULT_TERMS,
  DEMO_STATS_SEARCH_TERMS,
  buildDemoStatsDays,
  buildDemoStatsFacts,
  demoSearchResults,
  demoStatsDayKeys,
} from './demo-stats';
import { DEMO_USERS } from './demo-users';
import { DEMO_PRODUCTS } from './products';

const NOW = new Date('2026-11-26T10:00:00.000Z');
const days = buildDemoStatsDays(NOW);
const facts = buildDemoStatsFacts(NOW);
const range = mergeStatsDays(days);

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);
const viewsOf = (map: TStatsDayRollup['brands']): number => sum(Object.values(map).map((entry) => entry.views));
const addsOf = (map: TStatsDayRollup['brands']): number => sum(Object.values(map).map((entry) => entry.adds));
const isWeekend = (day: string): boolean => [0, 6].includes(new Date(`${day}T00:00:00.000Z`).getUTCDay());

describe('demoStatsDayKeys', () => {
  it('is six weeks of UTC days ending yesterday, today excluded', () => {
    const keys = demoStatsDayKeys(NOW);
    expect(keys).toHaveLength(DEMO_STATS_DAY_COUNT);
    expect(DEMO_STATS_DAY_COUNT).toBe(42);
    expect(keys[0]).toBe('2026-10-15');
    expect(keys.at(-1)).toBe('2026-11-25');
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(keys);
  });

  it('goes by the UTC day, whatever the hour', () => {
    expect(demoStatsDayKeys(new Date('2026-11-26T00:00:00.000Z')).at(-1)).toBe('2026-11-25');
    expect(demoStatsDayKeys(new Date('2026-11-25T23:59:59.999Z')).at(-1)).toBe('2026-11-24');
    // Across a month and a year end.
    expect(demoStatsDayKeys(new Date('2027-01-01T05:00:00.000Z')).slice(-2)).toEqual(['2026-12-30', '2026-12-31']);
  });
});

describe('buildDemoStatsDays', () => {
  it('is deterministic for a given now', () => {
    expect(buildDemoStatsDays(new Date(NOW))).toEqual(days);
    expect(buildDemoStatsDays(new Date('2026-11-27T10:00:00.000Z'))).not.toEqual(days);
  });

  it('keeps a past day’s traffic when the window moves on', () => {
    const later = buildDemoStatsDays(new Date('2026-11-27T10:00:00.000Z'));
    const day = days.at(-1)!;
    const same = later.find((candidate) => candidate.day === day.day)!;
    expect({
      views: same.views,
      adds: same.adds,
      searches: same.searches,
      products: same.products,
      terms: same.terms,
    }).toEqual({
      views: day.views,
      adds: day.adds,
      searches: day.searches,
      products: day.products,
      terms: day.terms,
    });
  });

  it('is one day document per key, each as the domain folds the day’s facts and as ZStatsDayRollup reads it', () => {
    expect(days.map((day) => day.day)).toEqual(demoStatsDayKeys(NOW));
    expect(facts.map((day) => day.day)).toEqual(demoStatsDayKeys(NOW));
    // Each fact as the roll-up stores and reads quote facts.
    const unreadable = facts
      .flatMap(({ facts: dayFacts }) => dayFacts)
      .filter((fact) => !ZStatsFact.safeParse(fact).success);
    expect(unreadable).toEqual([]);
    for (const [index, day] of days.entries()) {
      expect(ZStatsDayRollup.parse(day)).toEqual(day);
      expect(day).toEqual(foldStatsFacts(emptyStatsDay(day.day), facts[index]!.facts));
    }
  });

  it('names only products, brands and categories of the demo catalogue, and only published products', () => {
    const published = new Map(
      DEMO_PRODUCTS.filter((product) => product.published).map((product) => [product.product_id, product]),
    );
    const brandNames = new Set(DEMO_BRANDS.map((brand) => brand.name));
    const categoryIds = new Set(DEMO_CATEGORIES.map((category) => category.id));
    const wrong = facts
      .flatMap(({ facts: dayFacts }) => dayFacts)
      .flatMap((fact) => (fact.kind === 'product_viewed' || fact.kind === 'product_added' ? [fact] : []))
      // What the stats API records: the catalogue's brand name and the product's category id.
      .filter((fact) => {
        const product = published.get(fact.product_id);
        return product === undefined || fact.brand !== product.brand || fact.category !== product.category_id;
      });
    expect(wrong).toEqual([]);
    for (const day of days) {
      for (const brand of Object.keys(day.brands)) expect(brandNames).toContain(brand);
      for (const category of Object.keys(day.categories)) expect(categoryIds).toContain(category);
    }
  });

  it('has totals equal to the sums of their entries, every day', () => {
    for (const day of days) {
      expect(viewsOf(day.brands)).toBe(day.views);
      expect(addsOf(day.brands)).toBe(day.adds);
      expect(viewsOf(day.categories)).toBe(day.views);
      expect(addsOf(day.categories)).toBe(day.adds);
      // Products are trimmed to the day's top entries: their sums never exceed the totals, and equal them when nothing was cut.
      const productsCut = Object.keys(day.products).length >= STATS_DAY_TOP_N;
      expect(viewsOf(day.products)).toBeLessThanOrEqual(day.views);
      if (!productsCut) expect([viewsOf(day.products), addsOf(day.products)]).toEqual([day.views, day.adds]);
      expect(Object.keys(day.terms).length).toBeLessThan(STATS_DAY_TOP_N);
      const terms = Object.values(day.terms);
      expect(sum(terms.map((term) => term.count))).toBe(day.searches);
      expect(sum(terms.map((term) => term.empty))).toBe(day.empty_searches);
      expect(sum(Object.values(day.searches_by_type))).toBe(day.searches);
      const staff = Object.values(day.staff);
      expect(sum(staff.map((member) => member.sent))).toBe(day.quotes_sent);
      expect(sum(staff.map((member) => member.accepted))).toBe(day.quotes_accepted);
      expect(sum(staff.map((member) => member.value_sent_cents))).toBe(day.value_sent_cents);
      expect(sum(staff.map((member) => member.value_won_cents))).toBe(day.value_won_cents);
      expect(sum(staff.map((member) => member.orders_placed))).toBe(day.orders_placed);
      expect(sum(staff.map((member) => member.value_ordered_cents))).toBe(day.value_ordered_cents);
      expect(sum(staff.map((member) => member.orders_cancelled))).toBe(day.orders_cancelled);
      expect(sum(staff.map((member) => member.value_cancelled_cents))).toBe(day.value_cancelled_cents);
      expect(day.request_to_sent_minutes).toHaveLength(day.quotes_sent);
    }
  });

  it('has more traffic on weekdays than at weekends, and views far above adds', () => {
    const mean = (values: readonly number[]) => sum(values) / values.length;
    const weekdays = days.filter((day) => !isWeekend(day.day));
    const weekends = days.filter((day) => isWeekend(day.day));
    expect(mean(weekdays.map((day) => day.views))).toBeGreaterThan(2 * mean(weekends.map((day) => day.views)));
    expect(mean(weekdays.map((day) => day.searches))).toBeGreaterThan(2 * mean(weekends.map((day) => day.searches)));
    expect(mean(weekdays.map((day) => day.carts_created))).toBeGreaterThan(
      2 * mean(weekends.map((day) => day.carts_created)),
    );
    for (const day of days) {
      expect(day.views).toBeGreaterThan(0);
      expect(day.adds).toBeGreaterThan(0);
      expect(day.adds * 5).toBeLessThan(day.views);
    }
    expect(range.adds / range.views).toBeGreaterThan(0.04);
    expect(range.adds / range.views).toBeLessThan(0.15);
  });

  it('has a few products far more popular than the rest, the best sellers leading', () => {
    const ranked = Object.entries(range.products).sort(([, a], [, b]) => b.views - a.views);
    expect(ranked[0]![0]).toBe(DEMO_STATS_BEST_SELLERS[0]);
    expect(
      ranked
        .slice(0, DEMO_STATS_BEST_SELLERS.length)
        .map(([id]) => id)
        .sort(),
    ).toEqual([...DEMO_STATS_BEST_SELLERS].sort());
    const median = ranked[Math.floor(ranked.length / 2)]![1].views;
    expect(ranked[0]![1].views).toBeGreaterThan(20 * median);
    // The top five take a large share of all views.
    expect(sum(ranked.slice(0, 5).map(([, entry]) => entry.views))).toBeGreaterThan(0.3 * range.views);
  });

  it('searches real terms with their result counts, and a few that find nothing', () => {
    for (const term of DEMO_STATS_SEARCH_TERMS) expect(demoSearchResults(term), term).toBeGreaterThan(0);
    for (const term of DEMO_STATS_NO_RESULT_TERMS) expect(demoSearchResults(term), term).toBe(0);
    expect(DEMO_STATS_NO_RESULT_TERMS).toEqual(
      expect.arrayContaining(['variador 75 kw', 'cable submarino', 'panel solar 600w']),
    );

    for (const term of DEMO_STATS_NO_RESULT_TERMS) {
      const entry = range.terms[statsTermKey('search', term)];
      expect(entry, term).toBeDefined();
      expect(entry!.empty).toBe(entry!.count);
    }
    for (const term of DEMO_STATS_SEARCH_TERMS.slice(0, 10)) {
      expect(range.terms[statsTermKey('search', term)], term).toMatchObject({ empty: 0 });
    }
    expect(range.empty_searches).toBeGreaterThan(0);
    expect(range.empty_searches).toBeLessThan(0.1 * range.searches);
    const counted = new Map<string, number>();
    const results = (term: string): number =>
      counted.get(term) ?? counted.set(term, demoSearchResults(term)).get(term)!;
    for (const { facts: dayFacts } of facts) {
      for (const fact of dayFacts) {
        if (fact.kind !== 'search_record') continue;
        // Normalised, as the roll-up keys them.
        expect(fact.term).toBe(normalizeSearchTerm(fact.term));
        if (fact.type === 'search') expect(fact.results).toBe(results(fact.term));
      }
    }
  });

  it('searches by category and brand under their real names, with the published products they hold', () => {
    const categoryTerms = new Map(DEMO_CATEGORIES.map((category) => [normalizeSearchTerm(category.name), category.id]));
    const brandTerms = new Map(DEMO_BRANDS.map((brand) => [normalizeSearchTerm(brand.name), brand.id]));
    const published = DEMO_PRODUCTS.filter((product) => product.published);
    const byType = { category: 0, brand: 0 };
    for (const { facts: dayFacts } of facts) {
      for (const fact of dayFacts) {
        if (fact.kind !== 'search_record' || fact.type === 'search') continue;
        byType[fact.type] += 1;
        if (fact.type === 'category') {
          const id = categoryTerms.get(fact.term);
          expect(id, fact.term).toBeDefined();
          expect(fact.results).toBe(published.filter((product) => product.category_id === id).length);
        } else {
          const id = brandTerms.get(fact.term);
          expect(id, fact.term).toBeDefined();
          expect(fact.results).toBe(published.filter((product) => product.brand_id === id).length);
        }
      }
    }
    expect(byType.category).toBeGreaterThan(0);
    expect(byType.brand).toBeGreaterThan(0);
    expect(range.searches_by_type.search).toBeGreaterThan(range.searches_by_type.category);
    expect(range.searches_by_type.category).toBeGreaterThan(range.searches_by_type.brand);
  });

  it('narrows the quote funnel every day and parses, whatever the day it is built on', () => {
    for (const now of [
      '2026-01-01T00:00:00.000Z',
      '2026-03-09T23:30:00.000Z',
      '2026-07-04T12:00:00.000Z',
      '2027-02-28T06:00:00.000Z',
    ]) {
      for (const day of buildDemoStatsDays(new Date(now))) {
        ZStatsDayRollup.parse(day);
        expect(
          [day.carts_created, day.quotes_requested, day.quotes_sent, day.quotes_accepted, day.orders_placed],
          `${now} ${day.day}`,
        ).toEqual(
          [day.carts_created, day.quotes_requested, day.quotes_sent, day.quotes_accepted, day.orders_placed].sort(
            (a, b) => b - a,
          ),
        );
      }
    }
  });

  it('narrows the quote funnel every day, at plausible rates over the six weeks', () => {
    for (const day of days) {
      expect(day.carts_created, day.day).toBeGreaterThanOrEqual(day.quotes_requested);
      expect(day.quotes_requested, day.day).toBeGreaterThanOrEqual(day.quotes_sent);
      expect(day.quotes_sent, day.day).toBeGreaterThanOrEqual(day.quotes_accepted);
      expect(day.value_sent_cents).toBeGreaterThanOrEqual(0);
    }
    const weekdayCarts = days.filter((day) => !isWeekend(day.day)).map((day) => day.carts_created);
    expect(sum(weekdayCarts) / weekdayCarts.length).toBeGreaterThan(30);
    expect(sum(weekdayCarts) / weekdayCarts.length).toBeLessThan(50);
    expect(range.quotes_requested / range.carts_created).toBeGreaterThan(0.3);
    expect(range.quotes_requested / range.carts_created).toBeLessThan(0.5);
    expect(range.quotes_sent / range.quotes_requested).toBeGreaterThan(0.6);
    expect(range.quotes_sent / range.quotes_requested).toBeLessThan(0.85);
    expect(range.quotes_accepted / range.quotes_sent).toBeGreaterThan(0.25);
    expect(range.quotes_accepted / range.quotes_sent).toBeLessThan(0.45);
  });

  it('sends offers 1 to 48 hours after the request (a backlog day a little later), worth a B2B order in MXN cents', () => {
    const minutes = range.request_to_sent_minutes;
    expect(minutes.length).toBe(range.quotes_sent);
    expect(Math.min(...minutes)).toBeGreaterThanOrEqual(60);
    expect(Math.max(...minutes)).toBeLessThanOrEqual(96 * 60);
    expect(minutes.filter((value) => value <= 48 * 60).length).toBeGreaterThan(0.95 * minutes.length);
    const perOffer = range.value_sent_cents / range.quotes_sent;
    // On average tens of thousands of pesos per offer; no offer under 1 800 MXN nor over 1.2 million.
    expect(perOffer).toBeGreaterThan(10_000_00);
    expect(perOffer).toBeLessThan(150_000_00);
    for (const { facts: dayFacts } of facts) {
      for (const fact of dayFacts) {
        if (fact.kind !== 'quote_sent' && fact.kind !== 'quote_accepted') continue;
        expect(Number.isSafeInteger(fact.total_cents)).toBe(true);
        expect(fact.total_cents).toBeGreaterThanOrEqual(1_800_00);
        expect(fact.total_cents).toBeLessThanOrEqual(1_200_000_00);
      }
    }
    expect(range.value_won_cents).toBeLessThan(range.value_sent_cents);
  });

  it('attributes offers to the demo sales staff, under their names', () => {
    const staff = DEMO_USERS.filter((user) => user.role === 'staff');
    expect(Object.keys(range.staff).sort()).toEqual(staff.map((user) => user.uid).sort());
    for (const user of staff) {
      const figures = range.staff[user.uid]!;
      expect(figures.name).toBe(user.profile.full_name);
      expect(figures.sent).toBeGreaterThan(0);
      expect(figures.accepted).toBeGreaterThan(0);
      expect(figures.sent).toBeGreaterThanOrEqual(figures.accepted);
    }
  });

  it('places an order with every offer accepted, the same day, for the same rep and total', () => {
    for (const day of days) {
      expect(day.orders_placed, day.day).toBe(day.quotes_accepted);
      expect(day.value_ordered_cents, day.day).toBe(day.value_won_cents);
      for (const [uid, member] of Object.entries(day.staff)) {
        expect([member.orders_placed, member.value_ordered_cents], `${day.day} ${uid}`).toEqual([
          member.accepted,
          member.value_won_cents,
        ]);
      }
    }
    // Every week of the six has orders, for each demo rep over the range.
    const weeks = new Map<string, number>();
    for (const day of days) {
      const monday = new Date(`${day.day}T00:00:00.000Z`);
      monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
      const key = monday.toISOString().slice(0, 10);
      weeks.set(key, (weeks.get(key) ?? 0) + day.orders_placed);
    }
    expect([...weeks.values()].every((orders) => orders > 0)).toBe(true);
    for (const user of DEMO_USERS.filter((candidate) => candidate.role === 'staff'))
      expect(range.staff[user.uid]!.orders_placed).toBeGreaterThan(0);
  });

  it('cancels a few orders later, each one placed before, never more than placed', () => {
    expect(range.orders_cancelled).toBeGreaterThan(0);
    expect(range.orders_cancelled).toBeLessThan(0.2 * range.orders_placed);
    // Walking the facts in order: each cancellation takes an order placed earlier (same rep and total), once.
    const open = new Map<string, number>();
    for (const { day, facts: dayFacts } of facts) {
      for (const fact of dayFacts) {
        if (fact.kind !== 'order_placed' && fact.kind !== 'order_cancelled') continue;
        const key = `${fact.staff?.uid}|${fact.total_cents}`;
        if (fact.kind === 'order_placed') open.set(key, (open.get(key) ?? 0) + 1);
        else {
          expect(open.get(key) ?? 0, `${day}: cancels ${key}`).toBeGreaterThan(0);
          open.set(key, open.get(key)! - 1);
        }
      }
    }
    expect(range.value_cancelled_cents).toBeLessThan(range.value_ordered_cents);
  });
});
