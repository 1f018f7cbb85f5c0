import {
  ZCartLine,
  ZDeliverySite,
  ZOrderDocument,
  ZOrderHistoryEntry,
  ZQuoteDesk,
  ZQuoteDocument,
  ZQuoteHistoryEntry,
  ZQuoteMessage,
  allowedMoves,
  applyQuoteMove,
  buildOffer,
  businessDayOf,
  dayOfValidUntil,
  formatQuoteNumber,
  isFinalQuoteStatus,
  orderNumberCounterId,
  quoteInvariantViolations,
  quoteNumberCounterId,
  quoteNumberSequence,
  quoteNumberYear,
  quoteTotals,
  validityDaysLeft,
  type TQuoteStatus,
} from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_BILLING } from './demo-billing';
import { buildDemoQuotes } from './demo-quotes';
import { DEMO_USERS, demoUserByUid } from './demo-users';
import { DEMO_PRODUCTS } from './products';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

// A Monday afternoon in Mexico City, plus instants that stress the relative dates: just after and
// just before midnight there, and the first days of a year (numbers restart with the year).
const NOW = new Date('2026-11-23T20:00:00.000Z');
const NOWS = [
  NOW,
  new Date('2026-11-23T06:00:00.000Z'),
  new Date('2026-11-24T05:00:00.000Z'),
  new Date('2027-01-02T15:00:00.000Z'),
  new Date('2028-02-29T12:00:00.000Z'),
];

const jorge = demoUserByUid('demo-customer-norte');
const published = new Set(DEMO_PRODUCTS.filter((product) => product.published).map((product) => product.product_id));
const staffUids = new Set(DEMO_USERS.filter((user) => user.role === 'staff').map((user) => user.uid));

function quoteById(now: Date, id: string) {
  const demo = buildDemoQuotes(now).quotes.find((candidate) => candidate.id === id);
  if (demo === undefined) throw new Error(`no demo quote ${id}`);
  return demo;
}

/** What the scenario is meant to show, by status: every status of the quote lifecycle but the draft appears. */
function scenarioOf(status: TQuoteStatus, validUntil: Date | null, now: Date): string {
  if (status !== 'sent') return status;
  return validUntil !== null && validUntil.getTime() > now.getTime() ? 'sent, valid' : 'sent, past validity';
}

describe('buildDemoQuotes', () => {
  const { quotes, counters } = buildDemoQuotes(NOW);

  it('has fixed ids and a quote in every status, across the four customers', () => {
    expect(
      quotes.map((demo) => [demo.id, scenarioOf(demo.quote.status, demo.quote.valid_until, NOW), demo.quote.owner]),
    ).toEqual([
      ['demo-quote-mendez-vencida', 'expired', 'demo-customer-mendez'],
      ['demo-quote-san-jose-rechazada', 'rejected', 'demo-customer-san-jose'],
      ['demo-quote-mendez-aceptada', 'accepted', 'demo-customer-mendez'],
      ['demo-quote-bajio-vigencia-pasada', 'sent, past validity', 'demo-customer-bajio'],
      ['demo-quote-norte-cancelada', 'cancelled', 'demo-customer-norte'],
      ['demo-quote-san-jose-informacion', 'info_requested', 'demo-customer-san-jose'],
      ['demo-quote-norte-enviada', 'sent, valid', 'demo-customer-norte'],
      ['demo-quote-norte-solicitada', 'requested', 'demo-customer-norte'],
      ['demo-quote-mendez-revision', 'in_review', 'demo-customer-mendez'],
      ['demo-quote-bajio-solicitada', 'requested', 'demo-customer-bajio'],
      ['demo-quote-norte-obra-centro', 'draft', 'demo-customer-norte'],
    ]);
  });

  it.each(NOWS.map((now) => [now.toISOString(), now] as const))(
    'at %s every status appears and every quote is one the product could store',
    (_, now) => {
      const built = buildDemoQuotes(now).quotes;
      const scenarios = new Set(built.map((demo) => scenarioOf(demo.quote.status, demo.quote.valid_until, now)));
      expect([...scenarios].sort()).toEqual(
        [
          'accepted',
          'cancelled',
          'draft',
          'expired',
          'in_review',
          'info_requested',
          'rejected',
          'requested',
          'sent, past validity',
          'sent, valid',
        ].sort(),
      );
      for (const { id, quote, lines, desk, history, messages, order } of built) {
        // One order, the accepted offer's, as the accept's transaction makes it.
        expect(order !== null, id).toBe(quote.status === 'accepted');
        expect(ZQuoteDocument.parse(quote), id).toEqual(quote);
        expect(quoteInvariantViolations(quote), id).toEqual([]);
        const customer = demoUserByUid(quote.owner);
        expect(customer.role).toBe('customer');
        expect(quote).toMatchObject({
          isAnonymous: false,
          customer: { id: customer.uid, nameOfClient: customer.profile.full_name },
        });
        expect(lines.length, id).toBeGreaterThanOrEqual(2);
        expect(lines.length, id).toBeLessThanOrEqual(6);
        for (const line of lines) {
          expect(ZCartLine.parse(line)).toEqual(line);
          expect(published.has(line.product_id), line.product_id).toBe(true);
        }
        expect(new Set(lines.map((line) => line.product_id)).size).toBe(lines.length);
        // Nothing happens after the seed's instant.
        const instants = [
          quote.created_at,
          quote.updated_at,
          ...history.map((entry) => entry.at),
          ...messages.map((message) => message.at),
          ...(order === null ? [] : [order.order.created_at, ...order.history.map((entry) => entry.at)]),
        ];
        for (const instant of instants) expect(instant.getTime(), id).toBeLessThanOrEqual(now.getTime());
        if (quote.status === 'draft') {
          expect([desk, history, messages], id).toEqual([null, [], []]);
        } else {
          expect(ZQuoteDesk.parse(desk), id).toEqual(desk);
          expect(quote.request_details?.email).toBe(customer.email);
        }
        if (quote.assignee !== null) expect(staffUids.has(quote.assignee.uid)).toBe(true);
      }
    },
  );

  it("numbers the requests in submission order from the year's first number, and leaves the counter one past the last", () => {
    for (const now of NOWS) {
      const built = buildDemoQuotes(now);
      const submitted = built.quotes.filter((demo) => demo.quote.submitted_at !== null);
      const times = submitted.map((demo) => demo.quote.submitted_at!.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      const numbers = submitted.map((demo) => demo.quote.quote_number!);
      expect(new Set(numbers).size).toBe(numbers.length);
      // Sequential within each year: 1, 2, 3… (a seed on 2 January numbers December's requests apart).
      const byYear = new Map<number, number[]>();
      for (const number of numbers) {
        const year = Number(number.slice(4, 8));
        byYear.set(year, [...(byYear.get(year) ?? []), quoteNumberSequence(number)!]);
      }
      for (const [year, sequences] of byYear) {
        expect(sequences).toEqual(sequences.map((_, index) => index + 1));
        expect(built.counters).toContainEqual({ id: quoteNumberCounterId(year), next: sequences.length + 1 });
      }
      const quoteCounters = built.counters.filter((counter) => counter.id.startsWith('quote-numbers-'));
      expect(quoteCounters).toHaveLength(byYear.size);
      // The one order's counter, in the year it was accepted, beside the quotes'.
      const accepted = built.quotes.find((demo) => demo.order !== null)!;
      expect(built.counters.filter((counter) => !quoteCounters.includes(counter))).toEqual([
        { id: orderNumberCounterId(quoteNumberYear(accepted.quote.closed_at!)), next: 2 },
      ]);
    }
    expect(quotes.filter((demo) => demo.quote.quote_number !== null).map((demo) => demo.quote.quote_number)).toEqual(
      Array.from({ length: 10 }, (_, index) => formatQuoteNumber(2026, index + 1)),
    );
    expect(counters).toEqual([
      { id: 'quote-numbers-2026', next: 11 },
      { id: 'order-numbers-2026', next: 2 },
    ]);
  });

  it('keeps every offer equal to what the one totals function makes of the desk it came from', () => {
    const offered = quotes.filter((demo) => demo.quote.offer !== null);
    expect(offered.map((demo) => demo.quote.status).sort()).toEqual([
      'accepted',
      'expired',
      'rejected',
      'sent',
      'sent',
    ]);
    for (const { id, quote, desk } of offered) {
      const offer = quote.offer!;
      expect(buildOffer(desk!.lines, desk!.terms, offer.version), id).toEqual({ ok: true, value: offer });
      expect(offer.totals, id).toEqual(quoteTotals(desk!.lines));
      expect(offer.totals.unpriced_lines).toBe(0);
      expect(desk!.valid_until_day, id).toBe(dayOfValidUntil(quote.valid_until!));
      expect(offer.terms.length).toBeGreaterThan(0);
    }
  });

  it.each(NOWS.map((now) => [now.toISOString(), now] as const))(
    'at %s the demo customer can accept the valid offer, and nobody the past one',
    (_, now) => {
      const valid = quoteById(now, 'demo-quote-norte-enviada').quote;
      expect(valid.owner).toBe(jorge.uid);
      expect(valid.assignee?.name).toBe('Mariana López Herrera');
      expect(validityDaysLeft(valid.valid_until!, now)).toBe(10);
      expect(allowedMoves(valid, { role: 'customer', uid: jorge.uid }, now)).toEqual(['accept', 'reject']);
      expect(applyQuoteMove(valid, { role: 'customer', uid: jorge.uid }, { type: 'accept' }, now).ok).toBe(true);

      const past = quoteById(now, 'demo-quote-bajio-vigencia-pasada').quote;
      expect(past.status).toBe('sent');
      expect(validityDaysLeft(past.valid_until!, now)).toBe(-1);
      expect(allowedMoves(past, { role: 'customer', uid: past.owner }, now)).not.toContain('accept');
      const refused = applyQuoteMove(past, { role: 'customer', uid: past.owner }, { type: 'accept' }, now);
      expect(refused.ok ? undefined : refused.error.code).toBe('quote/expired');
      // What the hourly run will do when it comes by.
      expect(allowedMoves(past, { role: 'system', uid: 'scheduler' }, now)).toEqual(['expire']);
    },
  );

  it("keeps a history that parses, hides staff work from the customer, and replays to each quote's status", () => {
    for (const { id, quote, history } of quotes) {
      for (const entry of history) {
        expect(ZQuoteHistoryEntry.parse(entry), id).toEqual(entry);
        expect(entry.visibility, `${id} ${entry.kind}`).toBe(
          entry.kind === 'change' || entry.kind === 'assign' ? 'staff' : 'customer',
        );
      }
      const times = history.map((entry) => entry.at.getTime());
      expect(times, id).toEqual([...times].sort((a, b) => a - b));
      const moves = history.flatMap((entry) => (entry.kind === 'move' ? [entry] : []));
      let status: TQuoteStatus = 'draft';
      for (const move of moves) {
        expect(move.from, `${id} ${move.move}`).toBe(status);
        status = move.to;
      }
      expect(status, id).toBe(quote.status);
      const assignments = history.flatMap((entry) => (entry.kind === 'assign' ? [entry] : []));
      expect(assignments.at(-1)?.after ?? null, id).toEqual(quote.assignee);
      if (quote.status !== 'draft')
        expect(history[0]).toMatchObject({
          kind: 'move',
          move: 'submit',
          actor: { uid: quote.owner, role: 'customer' },
        });
      // Every closed or sent quote was worked by staff: the desk's prices are in the history.
      if (quote.offer !== null)
        expect(
          history.some((entry) => entry.kind === 'change' && entry.field === 'unit_price'),
          id,
        ).toBe(true);
    }
  });

  it("waits on staff for the open requests, the oldest being the demo customer's request of six days ago", () => {
    const waiting = quotes.filter((demo) => demo.quote.waiting_since !== null);
    expect(waiting.map((demo) => demo.id).sort()).toEqual([
      'demo-quote-bajio-solicitada',
      'demo-quote-mendez-revision',
      'demo-quote-norte-solicitada',
    ]);
    const oldest = [...waiting].sort((a, b) => a.quote.waiting_since!.getTime() - b.quote.waiting_since!.getTime())[0]!;
    expect(oldest.id).toBe('demo-quote-norte-solicitada');
    expect(oldest.quote).toMatchObject({ status: 'requested', assignee: null, alias: 'Cotización Nueva' });
    expect(Math.round((NOW.getTime() - oldest.quote.submitted_at!.getTime()) / DAY_MS)).toBe(6);
    expect(oldest.quote.request_details).toMatchObject({
      company: 'Constructora Norte S.A. de C.V.',
      tax_id: 'CNO010203AB1',
      email: jorge.email,
    });

    const recent = quoteById(NOW, 'demo-quote-bajio-solicitada');
    expect(recent.quote).toMatchObject({ status: 'requested', assignee: null });
    expect(NOW.getTime() - recent.quote.submitted_at!.getTime()).toBe(3 * HOUR_MS);
    expect(recent.desk!.lines.every((line) => line.unit_price_cents === null)).toBe(true);
  });

  it('shows staff work in progress: a desk half priced with a note, a question with its thread', () => {
    const review = quoteById(NOW, 'demo-quote-mendez-revision');
    expect(review.quote).toMatchObject({
      status: 'in_review',
      assignee: { uid: 'demo-staff-ventas', name: 'Mariana López Herrera' },
      offer: null,
    });
    const priced = review.desk!.lines.filter((line) => line.unit_price_cents !== null);
    expect(priced.length).toBeGreaterThan(0);
    expect(priced.length).toBeLessThan(review.desk!.lines.length);
    expect(review.desk!.internal_notes).not.toBe('');
    const changes = review.history.filter((entry) => entry.kind === 'change');
    expect(new Set(changes.map((entry) => (entry.kind === 'change' ? entry.field : '')))).toEqual(
      new Set(['unit_price', 'discount', 'delivery', 'internal_notes']),
    );
    expect(changes.every((entry) => entry.visibility === 'staff')).toBe(true);

    const info = quoteById(NOW, 'demo-quote-san-jose-informacion');
    expect(info.quote).toMatchObject({
      status: 'info_requested',
      assignee: { uid: 'demo-staff-ricardo', name: 'Ricardo Salinas Vega' },
      customer_message: null,
    });
    expect(info.quote.info_request).toMatch(/\?$/);
    expect(info.history.at(-1)).toMatchObject({
      kind: 'move',
      move: 'request_info',
      note: info.quote.info_request,
      actor: { uid: 'demo-staff-ricardo', role: 'staff' },
    });
    expect(info.messages.map((message) => message.author.role)).toEqual(['customer', 'staff']);
  });

  it('closes quotes the way each close happens: accepted, rejected and cancelled by the customer, expired by the system', () => {
    const lastMove = (id: string) => quoteById(NOW, id).history.findLast((entry) => entry.kind === 'move');
    expect(quoteById(NOW, 'demo-quote-mendez-aceptada').quote.assignee?.uid).toBe('demo-staff-ricardo');
    expect(lastMove('demo-quote-mendez-aceptada')).toMatchObject({
      move: 'accept',
      actor: { role: 'customer', name: 'Laura Méndez Robles' },
    });
    const rejected = quoteById(NOW, 'demo-quote-san-jose-rechazada');
    expect(lastMove(rejected.id)).toMatchObject({
      move: 'reject',
      note: rejected.quote.rejection_reason,
      actor: { role: 'customer' },
    });
    const cancelled = quoteById(NOW, 'demo-quote-norte-cancelada');
    expect(cancelled.quote.cancellation_reason).not.toBeNull();
    expect(lastMove(cancelled.id)).toMatchObject({
      move: 'cancel',
      note: cancelled.quote.cancellation_reason,
      actor: { uid: jorge.uid, role: 'customer' },
    });
    expect(lastMove('demo-quote-mendez-vencida')).toMatchObject({
      move: 'expire',
      actor: { uid: 'scheduler', role: 'system', name: 'Sistema' },
    });
    // Staff added a line the customer had not asked for, and it was part of the accepted offer.
    const accepted = quoteById(NOW, 'demo-quote-mendez-aceptada');
    expect(accepted.desk!.lines.filter((line) => line.origin === 'added')).toHaveLength(1);
    expect(accepted.quote.offer!.lines).toHaveLength(accepted.lines.length + 1);
    for (const { quote } of quotes)
      if (isFinalQuoteStatus(quote.status)) expect(quote.closed_at!.getTime()).toBe(quote.updated_at.getTime());
  });

  it.each(NOWS.map((now) => [now.toISOString(), now] as const))(
    "at %s makes the accepted offer the demo's one order, exactly as the accept would have",
    (_, now) => {
      const built = buildDemoQuotes(now).quotes;
      expect(built.filter((demo) => demo.order !== null).map((demo) => demo.id)).toEqual([
        'demo-quote-mendez-aceptada',
      ]);
      const { quote, order: placed, messages } = quoteById(now, 'demo-quote-mendez-aceptada');
      const { order, history } = placed!;
      const billing = DEMO_BILLING.find((demo) => demo.uid === quote.owner)!;
      const acceptedAt = quote.closed_at!;
      expect(ZOrderDocument.parse(order)).toEqual(order);
      expect(order.order_number).toBe(`PED-${quoteNumberYear(acceptedAt)}-000001`);
      expect(order).toMatchObject({
        quote_id: 'demo-quote-mendez-aceptada',
        quote_number: quote.quote_number,
        quote_alias: 'Arrancadores para compresores',
        owner: 'demo-customer-mendez',
        customer: quote.customer,
        status: 'confirmed',
        offer_version: quote.offer!.version,
        terms: quote.offer!.terms,
        purchase_order_number: 'OC-4471',
        metodo_pago: 'PUE',
        forma_pago: '03',
        assignee: quote.assignee,
        carrier: null,
        tracking_number: null,
        cancellation_reason: null,
        created_at: acceptedAt,
        updated_at: acceptedAt,
      });
      expect(order.lines).toEqual(quote.offer!.lines);
      expect(order.totals).toEqual(quote.offer!.totals);
      expect(order.totals.total_cents).toBeGreaterThan(0);
      // Her invoice data as she saved it, the RFC the one she gave on the request.
      expect(order.fiscal).toEqual(billing.fiscal);
      expect(order.fiscal.rfc).toBe(quote.request_details!.tax_id);
      const { id: siteId, ...site } = billing.sites.find((candidate) => candidate.id === 'planta-guadalajara')!;
      // The site as the profile stores it (the seed writes what the schema makes of it).
      expect(order.delivery_site).toEqual({ ...ZDeliverySite.parse(site), id: siteId });
      expect(order.delivery_site).toMatchObject({ municipio: 'Guadalajara', estado: 'JAL' });
      // The purchase order is dated the calendar day before she accepted, after the offer was sent.
      const poDay = Date.parse(`${order.purchase_order_date!}T00:00:00.000Z`);
      expect(Date.parse(`${businessDayOf(acceptedAt)}T00:00:00.000Z`) - poDay).toBe(DAY_MS);
      expect(poDay).toBeGreaterThanOrEqual(Date.parse(`${businessDayOf(quote.sent_at!)}T00:00:00.000Z`));
      // The thread's message about the purchase order names the one on the order.
      expect(messages.some((message) => message.text.includes(order.purchase_order_number))).toBe(true);
      expect(history).toEqual([
        {
          at: acceptedAt,
          by: { uid: 'demo-customer-mendez', name: 'Laura Méndez Robles' },
          from: null,
          to: 'confirmed',
          note: null,
        },
      ]);
      expect(history.map((entry) => ZOrderHistoryEntry.parse(entry))).toEqual(history);
    },
  );

  it("gives every thread valid messages by the quote's customer or staff, in time order", () => {
    for (const { id, quote, messages } of quotes) {
      for (const message of messages) {
        expect(ZQuoteMessage.parse(message), id).toEqual(message);
        expect(
          message.author.role === 'staff' ? staffUids.has(message.author.uid) : message.author.uid === quote.owner,
          id,
        ).toBe(true);
      }
      const times = messages.map((message) => message.at.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });

  it('gives the demo customer a request, a list, an offer to accept and a cancelled request', () => {
    const mine = quotes
      .filter((demo) => demo.quote.owner === jorge.uid)
      .map((demo) => [demo.id, demo.quote.status, demo.quote.alias]);
    expect(mine).toEqual([
      ['demo-quote-norte-cancelada', 'cancelled', 'Obra San Pedro, acabados'],
      ['demo-quote-norte-enviada', 'sent', 'Obra Cumbres, acometida y tableros'],
      ['demo-quote-norte-solicitada', 'requested', 'Cotización Nueva'],
      ['demo-quote-norte-obra-centro', 'draft', 'Obra Monterrey Centro'],
    ]);
  });

  it('is deterministic for a given instant, and moves with it', () => {
    expect(buildDemoQuotes(new Date(NOW))).toEqual(buildDemoQuotes(NOW));
    const later = buildDemoQuotes(new Date(NOW.getTime() + 7 * DAY_MS));
    const [first] = later.quotes;
    expect(first!.quote.created_at.getTime() - quotes[0]!.quote.created_at.getTime()).toBe(7 * DAY_MS);
  });
});
