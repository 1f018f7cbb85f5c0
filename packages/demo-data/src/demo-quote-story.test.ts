import {
  AppError,
  ZDeliverySite,
  ZOrderDocument,
  ZOrderHistoryEntry,
  businessDayOf,
  orderNumberCounterId,
  quoteNumberCounterId,
  type TOrderAcceptanceInput,
} from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { demoBillingOf } from './demo-billing';
import { demoQuoteNumbers } from './demo-quote-numbers';
import { DemoQuoteStory, demoCartLines, demoProductId } from './demo-quote-story';
import { demoUserByUid } from './demo-users';

// A customer without fiscal data or sites, and one with both (demo-billing.ts).
const customer = demoUserByUid('demo-customer-bajio');
const laura = demoUserByUid('demo-customer-mendez');
const staff = demoUserByUid('demo-staff-ricardo');
const T0 = Date.parse('2026-06-01T15:00:00.000Z');
const at = (hours: number) => new Date(T0 + hours * 3_600_000);
const details = {
  contact_name: 'Sofía Ramírez Ortega',
  email: customer.email,
  phone: customer.profile.phone_1,
  company: 'Bajío',
  tax_id: 'IEB080615R73',
  delivery_city: 'León',
  notes: null,
};

const ACCEPTANCE: TOrderAcceptanceInput = {
  purchase_order_number: 'OC-1001',
  purchase_order_date: '2026-06-01',
  delivery_site_id: 'planta-guadalajara',
  metodo_pago: 'PUE',
  forma_pago: '03',
};

function requested(numbers = demoQuoteNumbers(), who = customer) {
  return DemoQuoteStory.start({
    id: 'demo-quote-prueba',
    customer: who,
    createdAt: at(0),
    lines: demoCartLines([
      ['QO120', 4],
      ['QO8-LS', 1],
    ]),
  }).submit({ ...details, contact_name: who.profile.full_name, email: who.email }, numbers, at(1));
}

/** Priced and sent by staff, valid for two days: an offer its customer may accept. */
function sent(numbers = demoQuoteNumbers(), who = customer) {
  return requested(numbers, who)
    .take(staff, at(2))
    .price(staff, at(3))
    .send(staff, businessDayOf(at(48)), 'Términos', at(4));
}

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
  return undefined;
}

describe('DemoQuoteStory', () => {
  it("refuses, with the domain's code, a step the product would refuse", () => {
    expect(codeOf(() => requested().accept(customer, ACCEPTANCE, demoQuoteNumbers(), at(2)))).toBe(
      'quote/invalid-move',
    );
    expect(codeOf(() => requested().send(staff, businessDayOf(at(48)), 'Términos', at(2)))).toBe('quote/invalid-move');
    expect(
      codeOf(() =>
        requested()
          .take(staff, at(2))
          .send(staff, businessDayOf(at(48)), 'Términos', at(3)),
      ),
    ).toBe('quote/unpriced-lines');
    expect(codeOf(() => requested().accept(staff, ACCEPTANCE, demoQuoteNumbers(), at(2)))).toBe('quote/invalid-move');
    // Only the customer accepts an offer.
    expect(codeOf(() => sent().accept(staff, ACCEPTANCE, demoQuoteNumbers(), at(5)))).toBe('quote/forbidden');
    expect(
      codeOf(() =>
        requested()
          .take(staff, at(2))
          .price(staff, at(3))
          .send(staff, businessDayOf(at(0)), 'Términos', at(30)),
      ),
    ).toBe('quote/invalid-validity');
  });

  it('takes a quote as "Tomar" does: assignment and review start in one step, both in the history', () => {
    const { quote, history } = requested().take(staff, at(2)).done();
    expect(quote).toMatchObject({ status: 'in_review', assignee: { uid: staff.uid, name: 'Ricardo Salinas Vega' } });
    expect(history.map((entry) => [entry.kind, entry.at])).toEqual([
      ['move', at(1)],
      ['assign', at(2)],
      ['move', at(2)],
    ]);
  });

  it('records each desk change, and only changes: an edit that changes nothing leaves no entry', () => {
    const story = requested().take(staff, at(2)).price(staff, at(3), ['QO120']);
    const before = story.done().history.length;
    const again = story.price(staff, at(4), ['QO120']).done();
    expect(again.history).toHaveLength(before);
    expect(again.desk!.lines.find((line) => line.sku === 'QO120')!.unit_price_cents).not.toBeNull();
    expect(again.desk!.lines.find((line) => line.sku === 'QO8-LS')!.unit_price_cents).toBeNull();
  });

  it('numbers submits in order, per year, and says what the counters hold', () => {
    const numbers = demoQuoteNumbers();
    expect(requested(numbers).done().quote.quote_number).toBe('COT-2026-000001');
    expect(requested(numbers).done().quote.quote_number).toBe('COT-2026-000002');
    expect(numbers.allocate(new Date('2027-01-01T07:00:00.000Z'))).toBe('COT-2027-000001');
    expect(numbers.counters()).toEqual([
      { id: quoteNumberCounterId(2026), next: 3 },
      { id: quoteNumberCounterId(2027), next: 2 },
    ]);
  });

  it('accepts an offer as the function does: the quote accepted and the order built from it, numbered and with its first entry', () => {
    const numbers = demoQuoteNumbers();
    const { quote, history, order } = sent(numbers, laura).accept(laura, ACCEPTANCE, numbers, at(6)).done();
    const billing = demoBillingOf(laura.uid)!;
    const { id: siteId, ...site } = billing.sites.find((candidate) => candidate.id === 'planta-guadalajara')!;

    expect(quote).toMatchObject({ status: 'accepted', closed_at: at(6) });
    expect(history.at(-1)).toMatchObject({
      kind: 'move',
      move: 'accept',
      from: 'sent',
      to: 'accepted',
      actor: { uid: laura.uid, role: 'customer', name: 'Laura Méndez Robles' },
    });
    expect(ZOrderDocument.parse(order!.order)).toEqual(order!.order);
    expect(order!.order).toMatchObject({
      order_number: 'PED-2026-000001',
      quote_id: 'demo-quote-prueba',
      quote_number: quote.quote_number,
      owner: laura.uid,
      status: 'confirmed',
      lines: quote.offer!.lines,
      totals: quote.offer!.totals,
      offer_version: 1,
      purchase_order_number: 'OC-1001',
      purchase_order_date: '2026-06-01',
      metodo_pago: 'PUE',
      forma_pago: '03',
      delivery_site: { ...ZDeliverySite.parse(site), id: siteId },
      fiscal: billing.fiscal,
      assignee: { uid: staff.uid, name: 'Ricardo Salinas Vega' },
      created_at: at(6),
      updated_at: at(6),
    });
    expect(order!.history).toEqual([
      { at: at(6), by: { uid: laura.uid, name: 'Laura Méndez Robles' }, from: null, to: 'confirmed', note: null },
    ]);
    expect(order!.history.map((entry) => ZOrderHistoryEntry.parse(entry))).toEqual(order!.history);
    // The order numbers have their own counter, beside the quotes'.
    expect(numbers.counters()).toEqual([
      { id: quoteNumberCounterId(2026), next: 2 },
      { id: orderNumberCounterId(2026), next: 2 },
    ]);
    expect(sent(numbers, laura).done().order).toBeNull();
  });

  it('refuses an accept the function would refuse, and gives no order number for it', () => {
    const numbers = demoQuoteNumbers();
    // No fiscal data saved (the Bajío customer has none), a site that is not hers, a forma de pago
    // PPD does not allow, a purchase order date without its number.
    expect(codeOf(() => sent(numbers).accept(customer, ACCEPTANCE, numbers, at(6)))).toBe('order/fiscal-data-missing');
    expect(
      codeOf(() =>
        sent(numbers, laura).accept(
          laura,
          { ...ACCEPTANCE, delivery_site_id: 'obra-monterrey-centro' },
          numbers,
          at(6),
        ),
      ),
    ).toBe('order/site-not-found');
    expect(
      codeOf(() => sent(numbers, laura).accept(laura, { ...ACCEPTANCE, metodo_pago: 'PPD' }, numbers, at(6))),
    ).toBe('input/invalid');
    expect(
      codeOf(() => sent(numbers, laura).accept(laura, { ...ACCEPTANCE, purchase_order_number: '' }, numbers, at(6))),
    ).toBe('input/invalid');
    expect(numbers.counters().map((counter) => counter.id)).toEqual([quoteNumberCounterId(2026)]);
  });

  it('numbers orders in acceptance order, per year, apart from the quotes, and only once committed', () => {
    const numbers = demoQuoteNumbers();
    numbers.allocate(at(0));
    const reserved = numbers.reserveOrder(at(0));
    expect(reserved.number).toBe('PED-2026-000001');
    expect(numbers.reserveOrder(at(0)).number).toBe('PED-2026-000001');
    reserved.commit();
    expect(numbers.reserveOrder(at(1)).number).toBe('PED-2026-000002');
    // Mexico City's new year, 06:00 UTC on 1 January.
    expect(numbers.reserveOrder(new Date('2027-01-01T06:30:00.000Z')).number).toBe('PED-2027-000001');
    expect(numbers.counters()).toEqual([
      { id: quoteNumberCounterId(2026), next: 2 },
      { id: orderNumberCounterId(2026), next: 2 },
    ]);
  });

  it('moves an order as the order-move route does: each move by staff, its history entry, what it brings', () => {
    const numbers = demoQuoteNumbers();
    const accepted = sent(numbers, laura).accept(laura, ACCEPTANCE, numbers, at(6));
    const { order, history } = accepted
      .moveOrder(staff, { type: 'prepare' }, at(7))
      .moveOrder(staff, { type: 'ship', carrier: '  Paquetexpress ', tracking_number: 'PQX-1' }, at(8))
      .moveOrder(staff, { type: 'deliver' }, at(9))
      .done().order!;
    expect(order).toMatchObject({
      status: 'delivered',
      carrier: 'Paquetexpress',
      tracking_number: 'PQX-1',
      cancellation_reason: null,
      created_at: at(6),
      updated_at: at(9),
    });
    const ricardo = { uid: staff.uid, name: 'Ricardo Salinas Vega' };
    expect(history.slice(1)).toEqual([
      { at: at(7), by: ricardo, from: 'confirmed', to: 'preparing', note: null },
      { at: at(8), by: ricardo, from: 'preparing', to: 'shipped', note: 'Paquetería: Paquetexpress · Guía: PQX-1' },
      { at: at(9), by: ricardo, from: 'shipped', to: 'delivered', note: null },
    ]);
    // The quote itself is not touched by the order's moves.
    expect(accepted.done().quote.updated_at).toEqual(at(6));

    const cancelled = sent(numbers, laura)
      .accept(laura, ACCEPTANCE, numbers, at(6))
      .moveOrder(staff, { type: 'cancel', reason: ' Lo pidió la cliente. ' }, at(7))
      .done().order!;
    expect(cancelled.order).toMatchObject({ status: 'cancelled', cancellation_reason: 'Lo pidió la cliente.' });
    expect(cancelled.history.at(-1)).toMatchObject({
      from: 'confirmed',
      to: 'cancelled',
      note: 'Lo pidió la cliente.',
    });
  });

  it('refuses an order move the function would refuse', () => {
    const numbers = demoQuoteNumbers();
    const placed = () => sent(numbers, laura).accept(laura, ACCEPTANCE, numbers, at(6));
    // Only staff move orders; the lifecycle's table decides which move comes next; a cancellation needs its reason.
    expect(codeOf(() => placed().moveOrder(laura, { type: 'prepare' }, at(7)))).toBe('staff/forbidden');
    expect(codeOf(() => placed().moveOrder(staff, { type: 'deliver' }, at(7)))).toBe('order/move-not-allowed');
    expect(
      codeOf(() =>
        placed()
          .moveOrder(staff, { type: 'prepare' }, at(7))
          .moveOrder(staff, { type: 'ship', carrier: '', tracking_number: '' }, at(8))
          .moveOrder(staff, { type: 'cancel', reason: 'Tarde' }, at(9)),
      ),
    ).toBe('order/move-not-allowed');
    expect(codeOf(() => placed().moveOrder(staff, { type: 'cancel', reason: '   ' }, at(7)))).toBe('input/invalid');
    // No order before the accept; no move before the order's last change.
    expect(codeOf(() => sent(numbers, laura).moveOrder(staff, { type: 'prepare' }, at(7)))).toBe('firestore/not-found');
    expect(codeOf(() => placed().moveOrder(staff, { type: 'prepare' }, at(5)))).toMatch(/before its last change/);
  });

  it('finds products by SKU and refuses an unknown one', () => {
    expect(demoProductId('QO120')).toMatch(/qo120$/);
    expect(() => demoCartLines([['NO-EXISTE', 1]])).toThrow(/NO-EXISTE/);
  });
});
