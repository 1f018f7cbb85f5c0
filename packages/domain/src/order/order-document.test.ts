import { describe, expect, it } from 'vitest';
import {
  T0,
  daysAfter,
  makeDeliverySite,
  makeDesk,
  makeFiscalData,
  makeOffer,
  makeOrderAcceptance,
  makeSentQuote,
} from '../testing/factories';
import { productSatKeys } from '../fiscal/cfdi/sat-product-keys';
import { buildOrder, moveOrder, ZOrderDocument } from './order-document';
import type { TOrderSources } from './order-document';

const offer = makeOffer(makeDesk().lines);
const sources = (overrides: Partial<TOrderSources> = {}): TOrderSources => ({
  quoteId: 'q-1',
  quote: makeSentQuote({ quote_number: 'COT-2025-000042', offer, alias: 'Obra Cumbres' }),
  acceptance: makeOrderAcceptance(),
  fiscal: { ...makeFiscalData(), updated_at: T0 },
  site: makeDeliverySite(),
  satKeys: Object.fromEntries(
    offer.lines.map((line) => [
      line.product_id,
      productSatKeys({ unit: 'rollo', category_id: 'cables-y-conductores' }),
    ]),
  ),
  orderNumber: 'PED-2025-000001',
  now: daysAfter(1),
  ...overrides,
});

const failure = (result: ReturnType<typeof buildOrder>) => (result.ok ? undefined : result.error);

describe('the order an accepted offer makes', () => {
  it('freezes the offer, the purchase order, the site and the fiscal data as they are now', () => {
    const result = buildOrder(sources());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const order = result.value;
    expect(order).toMatchObject({
      order_number: 'PED-2025-000001',
      quote_id: 'q-1',
      quote_number: 'COT-2025-000042',
      quote_alias: 'Obra Cumbres',
      status: 'confirmed',
      lines: offer.lines,
      totals: offer.totals,
      purchase_order_number: 'OC-7781',
      purchase_order_date: '2025-03-02',
      metodo_pago: 'PUE',
      forma_pago: '03',
      delivery_site: { ...makeDeliverySite(), id: 'obra-1' },
      fiscal: makeFiscalData(),
      carrier: null,
      created_at: daysAfter(1),
    });
    // What is stored parses again as an order (no stray field such as the profile's updated_at).
    expect(ZOrderDocument.parse(order)).toEqual(order);
    expect(order.fiscal).not.toHaveProperty('updated_at');
  });

  it("freezes each line's SAT keys, and only for the offer's products that had them", () => {
    const [first, second] = offer.lines;
    const keys = productSatKeys({ unit: 'rollo', category_id: 'cables-y-conductores' });
    const result = buildOrder(sources({ satKeys: { [first!.product_id]: keys, 'not-in-the-offer': keys } }));
    expect(result.ok && result.value.sat_keys).toEqual({ [first!.product_id]: keys });
    expect(result.ok && result.value.sat_keys).not.toHaveProperty(second!.product_id);
    // An order stored before keys were frozen reads as having none.
    const { sat_keys: _none, ...stored } = result.ok ? result.value : ({} as never);
    expect(ZOrderDocument.parse(stored).sat_keys).toEqual({});
  });

  it('refuses without fiscal data, and names each fiscal field the invoice rules refuse', () => {
    expect(failure(buildOrder(sources({ fiscal: undefined })))?.code).toBe('order/fiscal-data-missing');
    const invalid = failure(
      buildOrder(sources({ fiscal: makeFiscalData({ rfc: 'CNO150312H15', codigo_postal: '6400' }) })),
    );
    expect(invalid?.code).toBe('order/fiscal-data-invalid');
    expect(invalid?.items).toEqual(['RFC', 'Código postal del domicilio fiscal']);
    expect(invalid?.userMessage).toBe(
      'Revisa en tu perfil estos datos de facturación: «RFC», «Código postal del domicilio fiscal». Corrígelos y vuelve a aceptar.',
    );
    // A régimen the RFC's person type cannot have (605 is for personas físicas).
    expect(failure(buildOrder(sources({ fiscal: makeFiscalData({ regimen_fiscal: '605' }) })))?.items).toContain(
      'Régimen fiscal',
    );
  });

  it('refuses a site that is not among the customer’s, or one that lost a required field', () => {
    expect(failure(buildOrder(sources({ site: undefined })))?.code).toBe('order/site-not-found');
    const incomplete = failure(buildOrder(sources({ site: { ...makeDeliverySite(), receiver_phone: '123' } })));
    expect(incomplete?.code).toBe('order/site-invalid');
    expect(incomplete?.items).toEqual(['Teléfono de quien recibe']);
  });

  it('refuses a quote without an offer', () => {
    expect(failure(buildOrder(sources({ quote: makeSentQuote({ offer: null }) })))?.code).toBe('quote/no-offer');
  });
});

describe('moving an order', () => {
  const placed = buildOrder(sources());
  if (!placed.ok) throw placed.error;
  const order = placed.value;

  it('keeps the carrier and tracking number of a shipment and the reason of a cancellation', () => {
    const preparing = moveOrder(order, { type: 'prepare' }, daysAfter(2));
    expect(preparing).toMatchObject({ ok: true, value: { status: 'preparing', updated_at: daysAfter(2) } });
    if (!preparing.ok) return;
    const shipped = moveOrder(preparing.value, { type: 'ship', carrier: 'Paquetexpress', tracking_number: 'PX1' }, T0);
    expect(shipped).toMatchObject({
      ok: true,
      value: { status: 'shipped', carrier: 'Paquetexpress', tracking_number: 'PX1' },
    });
    const cancelled = moveOrder(order, { type: 'cancel', reason: 'La obra se pospuso' }, T0);
    expect(cancelled).toMatchObject({
      ok: true,
      value: { status: 'cancelled', cancellation_reason: 'La obra se pospuso' },
    });
    // The lines, totals and fiscal data never move.
    if (cancelled.ok) expect(cancelled.value.totals).toEqual(order.totals);
  });

  it('refuses a move the lifecycle does not allow from the status', () => {
    expect(failure(moveOrder(order, { type: 'deliver' }, T0))?.code).toBe('order/move-not-allowed');
  });
});
