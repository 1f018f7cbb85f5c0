import {
  emptyStatsDay,
  foldStatsFacts,
  normalizeSearchTerm,
  utcDayOf,
  type TProduct,
  type TStaffMemberRef,
  type TStatsDayRollup,
  type TStatsFact,
} from '@voltia/domain';
import { DEMO_BRANDS } from './brands';
import { DEMO_CATEGORIES } from './categories';
import { createRandomFor } from './create-random';
import { DEMO_USERS } from './demo-users';
import { DEMO_PRODUCTS } from './products';

// Six weeks of generated stats for /metrics: what the stats API and the quote and order moves would
// have produced, as the roll-up's facts, folded into day documents by the domain's own fold. Up to and
// including yesterday (UTC): today belongs to real events and the roll-up. Deterministic: a seeded
// generator, no Math.random, no clock but the `now` it is given.

/** How many UTC days of stats the demo holds, ending yesterday. */
export const DEMO_STATS_DAY_COUNT = 42;

/** What visitors type that the catalogue has (normalised, as the roll-up keys terms), most searched first. */
export const DEMO_STATS_SEARCH_TERMS: readonly string[] = [
  'cable thw',
  'interruptor termomagnetico',
  'foco led',
  'contactor',
  'centro de carga',
  'cable calibre 12',
  'multimetro',
  'variador de frecuencia',
  'tubo conduit',
  'cinta de aislar',
  'contacto duplex',
  'pinza amperimetrica',
  'guantes dielectricos',
  'motor trifasico',
  'panel led',
  'campana industrial',
  'qo 2 polos',
  'relevador',
  'terminal de ojo',
  'apagador',
  'casco',
  'condulet',
  'sensor de proximidad',
  'zapata',
  'cincho',
  'termocontractil',
  'detector de tension',
  'desarmadores aislados',
];

/** What visitors type that the catalogue does not have: searches that find nothing. */
export const DEMO_STATS_NO_RESULT_TERMS: readonly string[] = [
  'variador 75 kw',
  'cable submarino',
  'panel solar 600w',
  'transformador 45 kva',
  'planta de luz diesel',
];

/**
 * The catalogue's best sellers, far more viewed than the rest: building wire, the breakers and the
 * bulb every site buys, the multimeter. The generator throws if one is missing or unpublished.
 */
export const DEMO_STATS_BEST_SELLERS: readonly string[] = [
  'condumex-cdx-vxxi-12ng-100',
  'schneider-electric-qo140',
  'philips-9290020765-a19',
  'viakon-vkn-thwls-10-ng-r100',
  'fluke-flk-115',
  '3m-temflex-1700-ng',
];

/** The demo quote funnel's rates: a cart is requested, a request priced and sent, an offer accepted. */
const CARTS_PER_WEEKDAY = 40;
const REQUEST_RATE = 0.4;
const SEND_RATE = 0.75;
const ACCEPT_RATE = 0.35;
/** Of the orders accepted offers make, how many staff later cancel (1 hour to 6 days after). */
const ORDER_CANCEL_RATE = 0.08;
const VIEWS_PER_WEEKDAY = 650;
const SEARCHES_PER_WEEKDAY = 220;
/** Of the text searches, how many find nothing. */
const NO_RESULT_RATE = 0.06;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

// ---------------------------------------------------------------------------------------------
// Randomness: one seeded stream per purpose and day (createRandomFor), so each is reproducible.

type TRandom = () => number;

/** A standard normal draw (Box–Muller). */
function gaussian(random: TRandom): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** A count around `mean`: ±12 % (one standard deviation), never beyond ±25 %. */
function around(random: TRandom, mean: number): number {
  return Math.round(mean * (1 + Math.min(0.25, Math.max(-0.25, 0.12 * gaussian(random)))));
}

function binomial(random: TRandom, trials: number, p: number): number {
  let hits = 0;
  for (let index = 0; index < trials; index += 1) if (random() < p) hits += 1;
  return hits;
}

/** A value between `low` and `high`, spread evenly on a log scale (most near the low end). */
function logUniform(random: TRandom, low: number, high: number): number {
  return low * (high / low) ** random();
}

/** Picks from `items` by weight: the cumulative weights are built once, each pick is a binary search. */
function weightedPicker<T>(items: readonly T[], weights: readonly number[]): (random: TRandom) => T {
  const cumulative: number[] = [];
  let sum = 0;
  for (const weight of weights) {
    sum += weight;
    cumulative.push(sum);
  }
  return (random) => {
    const target = random() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cumulative[mid] ?? 0) > target) high = mid;
      else low = mid + 1;
    }
    const item = items[low];
    if (item === undefined) throw new Error('weightedPicker: nothing to pick from');
    return item;
  };
}

/** Zipf-like weights: the n-th most popular gets 1 / n^s. */
const zipf = (count: number, s: number): number[] => Array.from({ length: count }, (_, rank) => 1 / (rank + 1) ** s);

// ---------------------------------------------------------------------------------------------
// Days and traffic shape.

const startOfUtcDay = (instant: number): number => Math.floor(instant / DAY_MS) * DAY_MS;

/** The UTC day keys the demo stats cover: DEMO_STATS_DAY_COUNT days, oldest first, ending the day before `now`. */
export function demoStatsDayKeys(now: Date): string[] {
  const today = startOfUtcDay(now.getTime());
  return Array.from({ length: DEMO_STATS_DAY_COUNT }, (_, index) =>
    utcDayOf(new Date(today - (DEMO_STATS_DAY_COUNT - index) * DAY_MS)),
  );
}

/** Weekdays busy (midweek busiest), Saturday about half, Sunday a quarter: a B2B shop. */
const WEEKDAY_FACTOR = [0.25, 1.0, 1.08, 1.1, 1.05, 0.92, 0.48] as const;

/**
 * How busy a day is: its weekday, times a slow two-month swell (±8 %). Both depend on the day alone,
 * so a past day's traffic stays the same when the window moves on.
 */
function dayFactor(dayStart: number): number {
  const weekday = WEEKDAY_FACTOR[new Date(dayStart).getUTCDay()] ?? 1;
  return weekday * (1 + 0.08 * Math.sin((2 * Math.PI * dayStart) / (61 * DAY_MS)));
}

// ---------------------------------------------------------------------------------------------
// The catalogue as visitors see it: published products, their popularity, the searches that find them.

const tokensOf = (text: string): string[] =>
  normalizeSearchTerm(text)
    .split(/[\s,;:()"]+/)
    .filter((token) => token !== '');

/**
 * How many published demo products a text search finds: every word of the term begins a word of the
 * product's description or brand. A stand-in for the catalogue search, good enough for a result count.
 */
export function demoSearchResults(term: string, products: readonly TProduct[] = DEMO_PRODUCTS): number {
  const words = tokensOf(term);
  return products.filter((product) => {
    if (!product.published) return false;
    const tokens = tokensOf(`${product.description} ${product.brand}`);
    return words.every((word) => tokens.some((token) => token.startsWith(word)));
  }).length;
}

interface TCatalogueShape {
  pickProduct: (random: TRandom) => TProduct;
  /** Each product's share of views that end in an add (3–12 %). */
  addRate: ReadonlyMap<string, number>;
  pickText: (random: TRandom) => string;
  textResults: ReadonlyMap<string, number>;
  pickCategory: (random: TRandom) => { term: string; results: number };
  pickBrand: (random: TRandom) => { term: string; results: number };
}

function catalogueShape(products: readonly TProduct[]): TCatalogueShape {
  const published = products.filter((product) => product.published);
  const byId = new Map(published.map((product) => [product.product_id, product]));
  const best = DEMO_STATS_BEST_SELLERS.map((id) => {
    const product = byId.get(id);
    if (product === undefined) throw new Error(`demo stats: best seller ${id} is not a published demo product`);
    return product;
  });
  // The rest in a fixed shuffled order, so popularity is spread over categories and brands.
  const random = createRandomFor('voltia-demo-stats:popularity');
  const rest = published.filter((product) => !DEMO_STATS_BEST_SELLERS.includes(product.product_id));
  for (let index = rest.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [rest[index], rest[other]] = [rest[other]!, rest[index]!];
  }
  const ranked = [...best, ...rest];
  const weights = zipf(ranked.length, 1.1);
  const addRate = new Map(ranked.map((product) => [product.product_id, 0.03 + 0.09 * random()]));

  const share = (key: (product: TProduct) => string): Map<string, number> => {
    const sums = new Map<string, number>();
    ranked.forEach((product, rank) => sums.set(key(product), (sums.get(key(product)) ?? 0) + (weights[rank] ?? 0)));
    return sums;
  };
  const facetPicker = (facets: readonly { id: string; name: string }[], key: (product: TProduct) => string) => {
    const sums = share(key);
    const counts = new Map<string, number>();
    for (const product of published) counts.set(key(product), (counts.get(key(product)) ?? 0) + 1);
    const offered = facets.filter((facet) => (counts.get(facet.id) ?? 0) > 0);
    // Popular facets are chosen more, but every one now and then (a floor of 0.02).
    const pick = weightedPicker(
      offered,
      offered.map((facet) => (sums.get(facet.id) ?? 0) + 0.02),
    );
    return (rng: TRandom) => {
      const facet = pick(rng);
      return { term: normalizeSearchTerm(facet.name), results: counts.get(facet.id) ?? 0 };
    };
  };

  return {
    pickProduct: weightedPicker(ranked, weights),
    addRate,
    pickText: weightedPicker(DEMO_STATS_SEARCH_TERMS, zipf(DEMO_STATS_SEARCH_TERMS.length, 0.9)),
    textResults: new Map(DEMO_STATS_SEARCH_TERMS.map((term) => [term, demoSearchResults(term, published)])),
    pickCategory: facetPicker(DEMO_CATEGORIES, (product) => product.category_id),
    pickBrand: facetPicker(DEMO_BRANDS, (product) => product.brand_id),
  };
}

/** One day's product views and adds, and searches. */
function trafficFacts(day: string, factor: number, shape: TCatalogueShape): TStatsFact[] {
  const random = createRandomFor(`voltia-demo-stats:traffic:${day}`);
  const facts: TStatsFact[] = [];
  const views = around(random, VIEWS_PER_WEEKDAY * factor);
  for (let index = 0; index < views; index += 1) {
    const product = shape.pickProduct(random);
    // The catalogue's brand name, as the stats API records it, and the category's id.
    const ref = { product_id: product.product_id, brand: product.brand, category: product.category_id };
    facts.push({ kind: 'product_viewed', ...ref });
    if (random() < (shape.addRate.get(product.product_id) ?? 0)) facts.push({ kind: 'product_added', ...ref });
  }
  const searches = around(random, SEARCHES_PER_WEEKDAY * factor);
  for (let index = 0; index < searches; index += 1) {
    const roll = random();
    if (roll < 0.6) {
      if (random() < NO_RESULT_RATE) {
        const term = DEMO_STATS_NO_RESULT_TERMS[Math.floor(random() * DEMO_STATS_NO_RESULT_TERMS.length)]!;
        facts.push({ kind: 'search_record', type: 'search', term, results: 0 });
      } else {
        const term = shape.pickText(random);
        facts.push({ kind: 'search_record', type: 'search', term, results: shape.textResults.get(term) ?? null });
      }
    } else if (roll < 0.85) {
      facts.push({ kind: 'search_record', type: 'category', ...shape.pickCategory(random) });
    } else {
      facts.push({ kind: 'search_record', type: 'brand', ...shape.pickBrand(random) });
    }
  }
  return facts;
}

// ---------------------------------------------------------------------------------------------
// The quote funnel: carts, requests, offers sent 1–48 h after the request, some accepted.

/** The demo sales staff (Mariana handles a little more than Ricardo). */
const DEMO_STAFF: readonly TStaffMemberRef[] = DEMO_USERS.filter((user) => user.role === 'staff').map((user) => ({
  uid: user.uid,
  name: user.profile.full_name,
}));
const pickStaff = weightedPicker(
  DEMO_STAFF,
  DEMO_STAFF.map((_, index) => (index === 0 ? 0.58 : 0.42 / Math.max(1, DEMO_STAFF.length - 1))),
);

/** An offer's total with IVA in MXN cents: a few thousand pesos to about a million, most in the tens of thousands. */
function offerTotalCents(random: TRandom): number {
  const pesos = Math.min(1_200_000, Math.max(1_800, Math.exp(Math.log(32_000) + 0.95 * gaussian(random))));
  return Math.round(pesos * 100);
}

/** An order to be cancelled: when, for whom, worth what. */
interface TCancellation {
  at: number;
  staff: TStaffMemberRef;
  totalCents: number;
}

interface TPending {
  /** When it would happen if there were room that day. */
  at: number;
  requestAt: number;
  staff: TStaffMemberRef;
  totalCents: number;
  accepts: boolean;
  /** Minutes from sending to the customer's acceptance (when accepts). */
  acceptAfter: number;
}

/**
 * The funnel's facts by day key. Requests start a week before the first day so the first days
 * already have offers in flight. A day never sends more offers than it received requests, nor
 * records more acceptances than offers sent (the rest move to the next day, the desk's backlog),
 * so each day's funnel narrows: carts ≥ requested ≥ sent ≥ accepted. Each acceptance makes its
 * order in the same moment (same day, same rep, same total), as the accept does; a few of the
 * orders placed within the days are cancelled later (on their own seeded stream, so the quote
 * figures are the same with or without orders).
 */
function funnelFacts(days: readonly string[], firstDayStart: number): Map<string, TStatsFact[]> {
  const facts = new Map<string, TStatsFact[]>(days.map((day) => [day, []]));
  let sends: TPending[] = [];
  let accepts: TPending[] = [];
  let cancellations: TCancellation[] = [];
  const warmUp = 7;
  for (let offset = -warmUp; offset < days.length; offset += 1) {
    const dayStart = firstDayStart + offset * DAY_MS;
    const dayEnd = dayStart + DAY_MS;
    const day = utcDayOf(new Date(dayStart));
    const random = createRandomFor(`voltia-demo-stats:funnel:${day}`);
    const out = facts.get(day);

    const carts = around(random, CARTS_PER_WEEKDAY * dayFactor(dayStart));
    const requested = binomial(random, carts, REQUEST_RATE);
    for (let index = 0; index < carts; index += 1) out?.push({ kind: 'cart_created' });
    for (let index = 0; index < requested; index += 1) {
      out?.push({ kind: 'quote_requested' });
      if (random() >= SEND_RATE) continue;
      const requestAt = dayStart + Math.floor(random() * DAY_MS);
      sends.push({
        at: requestAt + Math.round(logUniform(random, 60, 48 * 60)) * MINUTE_MS,
        requestAt,
        staff: pickStaff(random),
        totalCents: offerTotalCents(random),
        accepts: random() < ACCEPT_RATE,
        acceptAfter: Math.round(logUniform(random, 120, 5 * 24 * 60)),
      });
    }

    // Offers due today, earliest first, as many as the day's requests; the rest wait for tomorrow.
    sends.sort((a, b) => a.at - b.at);
    const due = sends.filter((send) => send.at < dayEnd);
    const sentToday = due.slice(0, requested);
    sends = [
      ...due.slice(requested).map((send) => ({ ...send, at: dayEnd + 15 * 60 * MINUTE_MS })),
      ...sends.filter((send) => send.at >= dayEnd),
    ];
    for (const send of sentToday) {
      out?.push({
        kind: 'quote_sent',
        staff: send.staff,
        minutes_from_request: Math.round((send.at - send.requestAt) / MINUTE_MS),
        total_cents: send.totalCents,
      });
      if (send.accepts) accepts.push({ ...send, at: send.at + send.acceptAfter * MINUTE_MS });
    }

    accepts.sort((a, b) => a.at - b.at);
    const acceptDue = accepts.filter((accept) => accept.at < dayEnd);
    const acceptedToday = acceptDue.slice(0, sentToday.length);
    accepts = [
      ...acceptDue.slice(sentToday.length).map((accept) => ({ ...accept, at: dayEnd + 16 * 60 * MINUTE_MS })),
      ...accepts.filter((accept) => accept.at >= dayEnd),
    ];
    const orders = createRandomFor(`voltia-demo-stats:orders:${day}`);
    for (const accept of acceptedToday) {
      out?.push({ kind: 'quote_accepted', staff: accept.staff, total_cents: accept.totalCents });
      out?.push({ kind: 'order_placed', staff: accept.staff, total_cents: accept.totalCents });
      const placedAt = Math.max(accept.at, dayStart);
      const cancelAfter = Math.round(logUniform(orders, 60, 6 * 24 * 60));
      if (out !== undefined && orders() < ORDER_CANCEL_RATE)
        cancellations.push({
          at: placedAt + cancelAfter * MINUTE_MS,
          staff: accept.staff,
          totalCents: accept.totalCents,
        });
    }
    cancellations.sort((a, b) => a.at - b.at);
    for (const cancellation of cancellations.filter((due) => due.at < dayEnd))
      out?.push({ kind: 'order_cancelled', staff: cancellation.staff, total_cents: cancellation.totalCents });
    cancellations = cancellations.filter((due) => due.at >= dayEnd);
  }
  return facts;
}

// ---------------------------------------------------------------------------------------------

export interface TDemoStatsDayFacts {
  /** UTC `YYYY-MM-DD`. */
  readonly day: string;
  readonly facts: readonly TStatsFact[];
}

/** The facts of each demo stats day, oldest first: DEMO_STATS_DAY_COUNT days ending the day before `now` (UTC). */
export function buildDemoStatsFacts(now: Date, products: readonly TProduct[] = DEMO_PRODUCTS): TDemoStatsDayFacts[] {
  const days = demoStatsDayKeys(now);
  const firstDayStart = Date.parse(`${days[0]}T00:00:00.000Z`);
  const shape = catalogueShape(products);
  const funnel = funnelFacts(days, firstDayStart);
  return days.map((day) => {
    const factor = dayFactor(Date.parse(`${day}T00:00:00.000Z`));
    return { day, facts: [...trafficFacts(day, factor, shape), ...(funnel.get(day) ?? [])] };
  });
}

/** The demo's `stats-days` documents (without `updated_at`), folded by the domain as the roll-up folds them. */
export function buildDemoStatsDays(now: Date, products: readonly TProduct[] = DEMO_PRODUCTS): TStatsDayRollup[] {
  return buildDemoStatsFacts(now, products).map(({ day, facts }) => foldStatsFacts(emptyStatsDay(day), facts));
}
