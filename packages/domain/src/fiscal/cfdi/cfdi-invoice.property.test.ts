import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IVA_RATE_BP, MAX_UNIT_PRICE_CENTS } from '../../money/money';
import { lineAmounts, quoteTotals } from '../../money/quote-totals';
import type { TOfferLine } from '../../quote/quote-offer';
import { makeCartLine, makeOrder } from '../../testing/factories';
import { cfdiInvoiceData } from './cfdi-invoice';
import type { TCfdiInvoiceData, TSatKeysByProductId } from './cfdi-invoice';

// The CFDI's amounts against the order's totals, and against what SAT's validation recomputes from
// the concepts (as CfdiUtils' SumasConceptos does it: Σ concept Importe, Σ Descuento, Σ Traslado
// Base and Importe per tax and rate, each sum rounded to the currency's 2 decimals, compared with the
// comprobante within 0.000001; Total = SubTotal − Descuento + TotalImpuestosTrasladados). All in
// integer millionths of a peso, parsed from the strings: no floats.

const MICRO_PER_CENT = 10_000n;

/** A CFDI decimal (t_Importe: up to 6 decimals) as millionths of a peso. */
function micro(value: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(value);
  if (match === null) throw new Error(`not a CFDI amount: ${value}`);
  return BigInt(match[1] as string) * 1_000_000n + BigInt((match[2] ?? '').padEnd(6, '0'));
}

const cents = (value: number) => BigInt(value) * MICRO_PER_CENT;

/** Millionths rounded half up to whole cents, as millionths (SAT's rounding to the currency's decimals). */
function roundedToCents(value: bigint): bigint {
  return ((2n * value + MICRO_PER_CENT) / (2n * MICRO_PER_CENT)) * MICRO_PER_CENT;
}

const sum = (values: readonly bigint[]) => values.reduce((total, value) => total + value, 0n);

const arbLine = fc.record({
  quantity: fc.oneof(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9999 })),
  unit_price_cents: fc.oneof(
    fc.integer({ min: 1, max: 99 }),
    fc.integer({ min: 1, max: 100_000 }),
    fc.integer({ min: 1, max: MAX_UNIT_PRICE_CENTS }),
  ),
  discount_bp: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(1250, 5000, 9999)),
});

const arbLines = fc.array(arbLine, { minLength: 1, maxLength: 40 }).map((inputs) =>
  inputs.map((input, index): TOfferLine => {
    const amounts = lineAmounts(input);
    if (amounts === null) throw new Error('priced lines have amounts');
    const product_id = `prod-${index}`;
    return { ...makeCartLine({ product_id, sku: `SKU-${index}` }), ...input, delivery_days: 3, ...amounts };
  }),
);

const arbRate = fc.oneof(fc.constant(IVA_RATE_BP), fc.constantFrom(800, 0, 1), fc.integer({ min: 0, max: 10_000 }));

function keysFor(lines: readonly TOfferLine[]): TSatKeysByProductId {
  return Object.fromEntries(
    lines.map((line) => [line.product_id, { clave_prod_serv: '39121601', clave_unidad: 'H87', unidad: 'Pieza' }]),
  );
}

function invoiceOf(lines: readonly TOfferLine[], rateBp: number) {
  const order = makeOrder({ lines: [...lines], totals: quoteTotals(lines, rateBp) });
  return { order, result: cfdiInvoiceData(order, keysFor(lines)) };
}

const PARAMETERS = { numRuns: 300 };

describe('cfdiInvoiceData (properties)', () => {
  it("invoices exactly the order's totals, for any priced lines and rate", () => {
    fc.assert(
      fc.property(arbLines, arbRate, (lines, rateBp) => {
        const { order, result } = invoiceOf(lines, rateBp);
        if (lines.some((line) => line.net_cents === 0)) {
          expect(result.ok).toBe(false);
          return;
        }
        expect(result.ok).toBe(true);
        const invoice = (result as { value: TCfdiInvoiceData }).value;
        const { totals } = order;
        const [traslado] = invoice.Impuestos.Traslados;
        expect(micro(invoice.SubTotal)).toBe(cents(totals.subtotal_cents));
        expect(micro(invoice.Descuento ?? '0')).toBe(cents(totals.discount_cents));
        expect('Descuento' in invoice).toBe(totals.discount_cents > 0);
        expect(micro(invoice.Impuestos.TotalImpuestosTrasladados)).toBe(cents(totals.iva_cents));
        expect(micro(traslado.Importe)).toBe(cents(totals.iva_cents));
        expect(micro(traslado.Base)).toBe(cents(totals.taxable_cents));
        expect(micro(invoice.Total)).toBe(cents(totals.total_cents));
        // Comprobante-level amounts carry the currency's two decimals.
        for (const amount of [invoice.SubTotal, invoice.Total, traslado.Base, traslado.Importe])
          expect(amount).toMatch(/^\d+\.\d{2}$/);
      }),
      PARAMETERS,
    );
  });

  it('adds up as SAT recomputes it from the concepts, with no tolerance used', () => {
    fc.assert(
      fc.property(arbLines, arbRate, (lines, rateBp) => {
        fc.pre(lines.every((line) => line.net_cents > 0));
        const { result } = invoiceOf(lines, rateBp);
        if (!result.ok) throw result.error;
        const invoice = result.value;
        const conceptos = invoice.Conceptos;
        const traslados = conceptos.map((concepto) => concepto.Impuestos.Traslados[0]);
        const [traslado] = invoice.Impuestos.Traslados;
        expect(roundedToCents(sum(conceptos.map((c) => micro(c.Importe))))).toBe(micro(invoice.SubTotal));
        expect(roundedToCents(sum(conceptos.map((c) => micro(c.Descuento ?? '0'))))).toBe(
          micro(invoice.Descuento ?? '0'),
        );
        expect(roundedToCents(sum(traslados.map((t) => micro(t.Base))))).toBe(micro(traslado.Base));
        // The concept taxes are exact, so their sum rounded to the cent is the order's IVA: equal, not near.
        expect(roundedToCents(sum(traslados.map((t) => micro(t.Importe))))).toBe(micro(traslado.Importe));
        expect(micro(invoice.Impuestos.TotalImpuestosTrasladados)).toBe(micro(traslado.Importe));
        expect(micro(invoice.SubTotal) - micro(invoice.Descuento ?? '0') + micro(traslado.Importe)).toBe(
          micro(invoice.Total),
        );
        for (const t of traslados) expect(t.TasaOCuota).toBe(traslado.TasaOCuota);
      }),
      PARAMETERS,
    );
  });

  it('writes every concept so its own checks hold exactly', () => {
    fc.assert(
      fc.property(arbLines, arbRate, (lines, rateBp) => {
        fc.pre(lines.every((line) => line.net_cents > 0));
        const { result } = invoiceOf(lines, rateBp);
        if (!result.ok) throw result.error;
        for (const concepto of result.value.Conceptos) {
          const [t] = concepto.Impuestos.Traslados;
          const importe = micro(concepto.Importe);
          // Importe = Cantidad × ValorUnitario, and the Base is what is left after the discount.
          expect(importe).toBe(BigInt(concepto.Cantidad) * micro(concepto.ValorUnitario));
          expect(micro(t.Base)).toBe(importe - micro(concepto.Descuento ?? '0'));
          expect(micro(t.Base)).toBeGreaterThan(0n);
          // Traslado Importe = Base × TasaOCuota with no rounding at all (t_Importe: at most 6 decimals).
          expect(t.Importe).toMatch(/^\d+\.\d{2,6}$/);
          expect(micro(t.Importe) * 1_000_000n).toBe(micro(t.Base) * micro(t.TasaOCuota));
          // So it lies within SAT's limits for a Base of two decimals: (Base ∓ 0.005) × TasaOCuota.
          const half = 5_000n;
          expect(micro(t.Importe) * 1_000_000n).toBeGreaterThanOrEqual((micro(t.Base) - half) * micro(t.TasaOCuota));
          expect(micro(t.Importe) * 1_000_000n).toBeLessThanOrEqual((micro(t.Base) + half) * micro(t.TasaOCuota));
        }
      }),
      PARAMETERS,
    );
  });

  it('would drift from the order by at most half a cent per line if each concept tax were rounded', () => {
    // Why the concept taxes keep their decimals: rounding each one to the cent (as some issuers do)
    // makes their sum differ from IVA-on-the-whole; the drift is bounded, but not zero.
    fc.assert(
      fc.property(arbLines, (lines) => {
        fc.pre(lines.every((line) => line.net_cents > 0));
        const { order, result } = invoiceOf(lines, IVA_RATE_BP);
        if (!result.ok) throw result.error;
        const perLine = sum(result.value.Conceptos.map((c) => roundedToCents(micro(c.Impuestos.Traslados[0].Importe))));
        const drift = perLine - cents(order.totals.iva_cents);
        const bound = (BigInt(lines.length) + 1n) * (MICRO_PER_CENT / 2n);
        expect(drift <= bound && -drift <= bound).toBe(true);
      }),
      PARAMETERS,
    );
  });
});
