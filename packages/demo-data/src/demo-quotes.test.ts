import {
  ZCartLine,
  ZDeliverySite,
  ZOrderDocument,
  ZOrderHistoryEntry,
  ZQuoteDesk,
  ZQuoteDocument,
  ZQuoteHistoryEntry,
  ZQuoteMessage,
  ORDER_STATUSES,
  allowedMoves,
  applyQuoteMove,
  buildOffer,
  businessDayOf,
  dayOfValidUntil,
  formatQuoteNumber,
  isFinalQuoteStatus,
  orderMovesFrom,
  ORDER_MOVES,
  orderNumberCounterId,
  quoteInvariantViolations,
  quoteNumberCounterId,
  quoteNumberSequence,
  quoteNumberYear,
  quoteTotals,
  validityDaysLeft,
  type TOrderStatus,
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

  it('has fixed ids and a quote in every status, across the four customers, and an order in every status', () => {
    expect(
      quotes.map((demo) => [
        demo.id,
        scenarioOf(demo.quote.status, demo.quote.valid_until, NOW),
        demo.quote.owner,
        demo.order?.order.status ?? null,
      ]),
    ).toEqual([
      ['demo-quote-mendez-vencida', 'expired', 'demo-customer-mendez', null],
      ['demo-quote-norte-entregado-centro', 'accepted', 'demo-customer-norte', 'delivered'],
      ['demo-quote-san-jose-rechazada', 'rejected', 'demo-customer-san-jose', null],
      ['demo-quote-norte-entregado-apodaca', 'accepted', 'demo-customer-norte', 'delivered'],
      ['demo-quote-mendez-aceptada', 'accepted', 'demo-customer-mendez', 'delivered'],
      ['demo-quote-bajio-vigencia-pasada', 'sent, past validity', 'demo-customer-bajio', null],
      ['demo-quote-mendez-cancelado', 'accepted', 'demo-customer-mendez', 'cancelled'],
      ['demo-quote-norte-cancelada', 'cancelled', 'demo-customer-norte', null],
      ['demo-quote-norte-enviado', 'accepted', 'demo-customer-norte', 'shipped'],
      ['demo-quote-mendez-preparacion', 'accepted', 'demo-customer-mendez', 'preparing'],
      ['demo-quote-san-jose-informacion', 'info_requested', 'demo-customer-san-jose', null],
      ['demo-quote-norte-enviada', 'sent, valid', 'demo-customer-norte', null],
      ['demo-quote-norte-solicitada', 'requested', 'demo-customer-norte', null],
      ['demo-quote-norte-confirmado', 'accepted', 'demo-customer-norte', 'confirmed'],
      ['demo-quote-mendez-revision', 'in_review', 'demo-customer-mendez', null],
      ['demo-quote-bajio-solicitada', 'requested', 'demo-customer-bajio', null],
      ['demo-quote-norte-obra-centro', 'draft', 'demo-customer-norte', null],
    ]);
  });

  it.each(NOWS.map((now) => [now.toISOString(), now] as const))(
    'at %s every status appears and every quote is one the product could store',
    (_, now) => {
      const built = buildDemoQuotes(now).quotes;
      const scenarios = new Set(built.map((demo) => scenarioOf(demo.quote.status, demo.quote.valid_until, now)));
      const orderStatuses = new Set(built.flatMap((demo) => (demo.order === null ? [] : [demo.order.order.status])));
      expect([...orderStatuses].sort()).toEqual([...ORDER_STATUSES].sort());
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
        // An order for each accepted offer, and only for those, as the accept's transaction makes it.
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
      // The orders have their own counter a year, beside the quotes', numbered in acceptance order
      // from the year's first: the accepts happened in the order the requests came in.
      const accepted = built.quotes.filter((demo) => demo.order !== null);
      const acceptedAt = accepted.map((demo) => demo.quote.closed_at!.getTime());
      expect(acceptedAt).toEqual([...acceptedAt].sort((a, b) => a - b));
      const ordersByYear = new Map<number, string[]>();
      for (const demo of accepted) {
        const year = quoteNumberYear(demo.quote.closed_at!);
        ordersByYear.set(year, [...(ordersByYear.get(year) ?? []), demo.order!.order.order_number]);
      }
      for (const [year, orderNumbers] of ordersByYear)
        expect(orderNumbers).toEqual(
          orderNumbers.map((_, index) => `PED-${year}-${String(index + 1).padStart(6, '0')}`),
        );
      expect(built.counters.filter((counter) => !quoteCounters.includes(counter))).toEqual(
        [...ordersByYear].map(([year, orderNumbers]) => ({
          id: orderNumberCounterId(year),
          next: orderNumbers.length + 1,
        })),
      );
    }
    expect(quotes.filter((demo) => demo.quote.quote_number !== null).map((demo) => demo.quote.quote_number)).toEqual(
      Array.from({ length: 16 }, (_, index) => formatQuoteNumber(2026, index + 1)),
    );
    expect(counters).toEqual([
      { id: 'quote-numbers-2026', next: 17 },
      { id: 'order-numbers-2026', next: 8 },
    ]);
  });

  it('keeps every offer equal to what the one totals function makes of the desk it came from', () => {
    const offered = quotes.filter((demo) => demo.quote.offer !== null);
    expect(offered.map((demo) => demo.quote.status).sort()).toEqual([
      ...Array.from({ length: 7 }, () => 'accepted'),
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
      tax_id: 'CNO150312H14',
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
    'at %s makes every accepted offer its order as the accept would have, and moves it only as staff can',
    (_, now) => {
      const accepted = buildDemoQuotes(now).quotes.filter((demo) => demo.quote.status === 'accepted');
      expect(accepted).toHaveLength(7);
      for (const { id, quote, order: placed } of accepted) {
        const { order, history } = placed!;
        const billing = DEMO_BILLING.find((demo) => demo.uid === quote.owner)!;
        const customer = demoUserByUid(quote.owner);
        const acceptedAt = quote.closed_at!;
        expect(ZOrderDocument.parse(order), id).toEqual(order);
        // The offer frozen as it was accepted: its lines, the one totals rule's figures, its terms.
        expect(order, id).toMatchObject({
          quote_id: id,
          quote_number: quote.quote_number,
          quote_alias: quote.alias,
          owner: quote.owner,
          customer: quote.customer,
          offer_version: quote.offer!.version,
          terms: quote.offer!.terms,
          assignee: quote.assignee,
          created_at: acceptedAt,
        });
        expect(order.lines, id).toEqual(quote.offer!.lines);
        expect(order.totals, id).toEqual(quote.offer!.totals);
        expect(order.totals.total_cents, id).toBeGreaterThan(0);
        // The customer's invoice data and one of their sites, as the profile stores them.
        expect(order.fiscal, id).toEqual(billing.fiscal);
        const { id: siteId, ...site } = billing.sites.find((candidate) => candidate.id === order.delivery_site.id)!;
        expect(order.delivery_site, id).toEqual({ ...ZDeliverySite.parse(site), id: siteId });
        // A purchase order dated between the offer's sending and the acceptance.
        const dayOf = (instant: Date) => Date.parse(`${businessDayOf(instant)}T00:00:00.000Z`);
        const poDay = Date.parse(`${order.purchase_order_date!}T00:00:00.000Z`);
        expect(order.purchase_order_number, id).toMatch(/^OC-/);
        expect(poDay, id).toBeGreaterThanOrEqual(dayOf(quote.sent_at!));
        expect(poDay, id).toBeLessThanOrEqual(dayOf(acceptedAt));

        // The history: the customer's acceptance, then staff's moves, each a step of the lifecycle.
        expect(
          history.map((entry) => ZOrderHistoryEntry.parse(entry)),
          id,
        ).toEqual(history);
        expect(history[0], id).toEqual({
          at: acceptedAt,
          by: { uid: customer.uid, name: customer.profile.full_name },
          from: null,
          to: 'confirmed',
          note: null,
        });
        let status: TOrderStatus = 'confirmed';
        for (const entry of history.slice(1)) {
          expect(staffUids.has(entry.by.uid), `${id} ${entry.to}`).toBe(true);
          expect(entry.from, id).toBe(status);
          expect(
            orderMovesFrom(status).some((move) => ORDER_MOVES[move].to === entry.to),
            `${id} ${status} → ${entry.to}`,
          ).toBe(true);
          status = entry.to;
        }
        expect(status, id).toBe(order.status);
        const times = history.map((entry) => entry.at.getTime());
        expect(times, id).toEqual([...times].sort((a, b) => a - b));
        expect(times.at(-1)!, id).toBeLessThanOrEqual(now.getTime());
        expect(order.updated_at, id).toEqual(history.at(-1)!.at);

        // What a move brings: the shipment's carrier and tracking number, a cancellation's reason.
        const shipped = history.find((entry) => entry.to === 'shipped');
        if (shipped === undefined) {
          expect([order.carrier, order.tracking_number], id).toEqual([null, null]);
        } else {
          expect(order.carrier, id).not.toBe('');
          expect(order.tracking_number, id).not.toBe('');
          expect(shipped.note, id).toBe(`Paquetería: ${order.carrier} · Guía: ${order.tracking_number}`);
        }
        const cancelled = history.find((entry) => entry.to === 'cancelled');
        expect(order.cancellation_reason, id).toBe(cancelled?.note ?? null);
        if (cancelled !== undefined) expect(cancelled.note!.length, id).toBeGreaterThan(20);
      }
    },
  );

  it("keeps Laura Méndez's first order as she accepted it: her purchase order of the day before, for her Guadalajara plant", () => {
    const { quote, order: placed, messages } = quoteById(NOW, 'demo-quote-mendez-aceptada');
    const { order } = placed!;
    const acceptedAt = quote.closed_at!;
    expect(order).toMatchObject({
      quote_alias: 'Arrancadores para compresores',
      status: 'delivered',
      purchase_order_number: 'OC-4471',
      metodo_pago: 'PUE',
      forma_pago: '03',
      carrier: 'Paquetexpress',
    });
    expect(order.delivery_site).toMatchObject({ id: 'planta-guadalajara', municipio: 'Guadalajara', estado: 'JAL' });
    // The RFC on the order is the one she gave on the request.
    expect(order.fiscal.rfc).toBe(quote.request_details!.tax_id);
    const poDay = Date.parse(`${order.purchase_order_date!}T00:00:00.000Z`);
    expect(Date.parse(`${businessDayOf(acceptedAt)}T00:00:00.000Z`) - poDay).toBe(DAY_MS);
    // The thread's message about the purchase order names the one on the order.
    expect(messages.some((message) => message.text.includes(order.purchase_order_number))).toBe(true);
  });

  it("delivers the demo customer's orders to both of his sites, and names every order status across the customers", () => {
    const norte = DEMO_BILLING.find((demo) => demo.uid === jorge.uid)!;
    expect(norte.sites).toHaveLength(2);
    const orders = quotes.flatMap((demo) => (demo.order === null ? [] : [demo.order.order]));
    const delivered = orders.filter((order) => order.owner === jorge.uid && order.status === 'delivered');
    expect(delivered.map((order) => order.delivery_site.id).sort()).toEqual(norte.sites.map((site) => site.id).sort());
    expect(
      orders.filter((order) => order.owner === jorge.uid).map((order) => [order.status, order.delivery_site.name]),
    ).toEqual([
      ['delivered', 'Obra Monterrey Centro'],
      ['delivered', 'Bodega Apodaca'],
      ['shipped', 'Obra Monterrey Centro'],
      ['confirmed', 'Bodega Apodaca'],
    ]);
    expect(
      orders
        .filter((order) => order.owner === 'demo-customer-mendez')
        .map((order) => [order.status, order.delivery_site.name]),
    ).toEqual([
      ['delivered', 'Planta Guadalajara'],
      ['cancelled', 'Planta Guadalajara'],
      ['preparing', 'Planta 2 El Salto'],
    ]);
    // Both staff members moved orders.
    const movers = new Set(
      quotes.flatMap((demo) => (demo.order?.history ?? []).slice(1).map((entry) => entry.by.name)),
    );
    expect([...movers].sort()).toEqual(['Mariana López Herrera', 'Ricardo Salinas Vega']);
  });

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

  it('gives the demo customer a request, a list, an offer to accept, a cancelled request and four accepted offers', () => {
    const mine = quotes
      .filter((demo) => demo.quote.owner === jorge.uid)
      .map((demo) => [demo.id, demo.quote.status, demo.quote.alias]);
    expect(mine).toEqual([
      ['demo-quote-norte-entregado-centro', 'accepted', 'Cableado de la torre, primera etapa'],
      ['demo-quote-norte-entregado-apodaca', 'accepted', 'Alumbrado de la nave y el patio'],
      ['demo-quote-norte-cancelada', 'cancelled', 'Obra San Pedro, acabados'],
      ['demo-quote-norte-enviado', 'accepted', 'Tableros de los niveles 3 y 4'],
      ['demo-quote-norte-enviada', 'sent', 'Obra Cumbres, acometida y tableros'],
      ['demo-quote-norte-solicitada', 'requested', 'Cotización Nueva'],
      ['demo-quote-norte-confirmado', 'accepted', 'Contactos y apagadores de oficinas'],
      ['demo-quote-norte-obra-centro', 'draft', 'Obra Monterrey Centro'],
    ]);
    // The list's name is its title (it has no number yet): no other of his quotes is named with it.
    const listName = 'Obra Monterrey Centro';
    expect(quotes.filter((demo) => demo.quote.owner === jorge.uid && demo.quote.alias.includes(listName))).toHaveLength(
      1,
    );
  });

  it('is deterministic for a given instant, and moves with it', () => {
    expect(buildDemoQuotes(new Date(NOW))).toEqual(buildDemoQuotes(NOW));
    const later = buildDemoQuotes(new Date(NOW.getTime() + 7 * DAY_MS));
    const [first] = later.quotes;
    expect(first!.quote.created_at.getTime() - quotes[0]!.quote.created_at.getTime()).toBe(7 * DAY_MS);
  });
});
