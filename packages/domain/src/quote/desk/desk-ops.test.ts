import { describe, expect, it } from 'vitest';
import { T0, daysAfter, makeCartLine, makeDesk, makeDeskLine } from '../../testing/factories';
import { applyDeskOps, previewDeskOps, ZDeskOp, ZDeskOps } from './desk-ops';
import type { TDeskOp } from './desk-ops';
import type { TCatalogueLookup } from '../reconcile-cart-with-catalogue';
import {
  MAX_QUOTE_LINES,
  defaultValidUntilDay,
  deskLineFromCart,
  formatDeliveryDays,
  isChosenValidityOver,
  isDeskEditable,
  newQuoteDesk,
  DEFAULT_OFFER_TERMS,
} from './quote-desk';

const now = daysAfter(1);
const catalogue: TCatalogueLookup = new Map([
  ['alt-1', { sku: 'ALT-1', description: 'Contactor alternativo', brand: 'ABB', published: true }],
  ['hidden', { sku: 'H', description: 'Oculto', brand: 'X', published: false }],
  ['nowhere', undefined],
]);

function apply(ops: TDeskOp[], desk = makeDesk(), status: Parameters<typeof applyDeskOps>[1] = 'in_review') {
  return applyDeskOps(desk, status, ops, catalogue, now);
}

function expectCode(result: ReturnType<typeof apply>, code: string) {
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.error.code).toBe(code);
}

describe('newQuoteDesk', () => {
  it('starts from the customer lines, unpriced, with no validity chosen and the default terms', () => {
    const desk = newQuoteDesk([makeCartLine({ quantity: 3 })], new Date('2026-11-23T18:00:00Z'));
    expect(desk).toEqual({
      lines: [deskLineFromCart(makeCartLine({ quantity: 3 }))],
      valid_until_day: null,
      terms: DEFAULT_OFFER_TERMS,
      internal_notes: '',
      updated_at: new Date('2026-11-23T18:00:00Z'),
    });
    expect(desk.lines[0]).toMatchObject({
      unit_price_cents: null,
      discount_bp: 0,
      delivery_days: null,
      origin: 'requested',
      requested_quantity: 3,
    });
  });

  it('proposes the validity from the send, not the request: a request 6 days old still gets 15 days', () => {
    const submitted = new Date('2026-11-23T18:00:00Z');
    const sendAt = new Date('2026-11-29T18:00:00Z');
    const desk = newQuoteDesk([makeCartLine()], submitted);
    expect(defaultValidUntilDay(desk, sendAt)).toBe('2026-12-14');
    // 20 days later: still today + 15, never a day in the past.
    expect(defaultValidUntilDay(desk, new Date('2026-12-13T18:00:00Z'))).toBe('2026-12-28');
    expect(isChosenValidityOver(desk, sendAt)).toBe(false);
  });

  it('keeps the day the rep chose while it is after today; a day past or today gives way to today + 15', () => {
    const now = new Date('2026-11-29T18:00:00Z'); // 29 Nov in Mexico City
    expect(defaultValidUntilDay({ valid_until_day: '2026-12-02' }, now)).toBe('2026-12-02');
    expect(defaultValidUntilDay({ valid_until_day: '2026-11-30' }, now)).toBe('2026-11-30');
    expect(isChosenValidityOver({ valid_until_day: '2026-11-30' }, now)).toBe(false);
    for (const day of ['2026-11-29', '2026-11-20']) {
      expect(defaultValidUntilDay({ valid_until_day: day }, now)).toBe('2026-12-14');
      expect(isChosenValidityOver({ valid_until_day: day }, now)).toBe(true);
    }
    // Late evening in Mexico City is already the next UTC day: the company's calendar decides.
    expect(defaultValidUntilDay({ valid_until_day: '2026-11-30' }, new Date('2026-11-30T05:00:00Z'))).toBe(
      '2026-11-30',
    );
    expect(defaultValidUntilDay({ valid_until_day: '2026-11-30' }, new Date('2026-11-30T06:00:00Z'))).toBe(
      '2026-12-15',
    );
  });

  it('is editable while the quote waits on staff or on the customer', () => {
    expect(['requested', 'in_review', 'info_requested'].every((s) => isDeskEditable(s as never))).toBe(true);
    expect(['draft', 'sent', 'accepted', 'cancelled'].some((s) => isDeskEditable(s as never))).toBe(false);
  });
});

describe('formatDeliveryDays', () => {
  it('reads as Spanish working days', () => {
    expect([null, 0, 1, 5].map(formatDeliveryDays)).toEqual([
      'Por confirmar',
      'Inmediata',
      '1 día hábil',
      '5 días hábiles',
    ]);
  });
});

describe('applyDeskOps', () => {
  it('prices a line and records each value that changed, before → after', () => {
    const result = apply([
      {
        op: 'set_line',
        product_id: 'prod-100',
        unit_price_cents: 99_000,
        discount_bp: 500,
        delivery_days: 3,
        quantity: 2,
      },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.desk.lines[0]).toMatchObject({
      unit_price_cents: 99_000,
      discount_bp: 500,
      delivery_days: 3,
      quantity: 2,
      requested_quantity: 1,
    });
    expect(result.value.desk.updated_at).toBe(now);
    // delivery_days was already 3: not a change.
    expect(result.value.changes).toEqual([
      { field: 'unit_price', product_id: 'prod-100', sku: 'SKU-100', before: 123_450, after: 99_000 },
      { field: 'discount', product_id: 'prod-100', sku: 'SKU-100', before: 0, after: 500 },
      { field: 'quantity', product_id: 'prod-100', sku: 'SKU-100', before: 1, after: 2 },
    ]);
  });

  it('clears a price back to unpriced', () => {
    const result = apply([{ op: 'set_line', product_id: 'prod-100', unit_price_cents: null }]);
    expect(result.ok && result.value.desk.lines[0]?.unit_price_cents).toBeNull();
  });

  it('adds an alternative product from the catalogue, at the end, unpriced', () => {
    const result = apply([{ op: 'add_line', product_id: 'alt-1', quantity: 5 }]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.desk.lines.at(-1)).toEqual({
      sku: 'ALT-1',
      product_id: 'alt-1',
      sku_description: 'Contactor alternativo',
      brand: 'ABB',
      quantity: 5,
      unit_price_cents: null,
      discount_bp: 0,
      delivery_days: null,
      origin: 'added',
      requested_quantity: null,
    });
    expect(result.value.changes).toEqual([
      { field: 'line_added', product_id: 'alt-1', sku: 'ALT-1', before: null, after: 5 },
    ]);
  });

  it('removes a line', () => {
    const result = apply([{ op: 'remove_line', product_id: 'prod-200' }]);
    expect(result.ok && result.value.desk.lines.map((line) => line.product_id)).toEqual(['prod-100']);
    expect(result.ok && result.value.changes).toEqual([
      { field: 'line_removed', product_id: 'prod-200', sku: 'SKU-200', before: 4, after: null },
    ]);
  });

  it('sets the validity day, the terms and the internal notes', () => {
    const result = apply([
      { op: 'set_validity', valid_until_day: '2025-04-01' },
      { op: 'set_terms', terms: 'Contado' },
      { op: 'set_notes', internal_notes: 'Cliente frecuente' },
    ]);
    expect(result.ok && result.value.desk).toMatchObject({
      valid_until_day: '2025-04-01',
      terms: 'Contado',
      internal_notes: 'Cliente frecuente',
    });
    expect(result.ok && result.value.changes.map((c) => [c.field, c.before, c.after])).toEqual([
      ['validity', '2025-03-16', '2025-04-01'],
      ['terms', DEFAULT_OFFER_TERMS, 'Contado'],
      ['internal_notes', '', 'Cliente frecuente'],
    ]);
  });

  it('a batch that changes nothing returns the same desk and no changes', () => {
    const desk = makeDesk();
    const result = apply(
      [
        { op: 'set_line', product_id: 'prod-100', unit_price_cents: 123_450 },
        { op: 'set_notes', internal_notes: '' },
      ],
      desk,
    );
    expect(result.ok && result.value.desk).toBe(desk);
    expect(result.ok && result.value.changes).toEqual([]);
  });

  it('does not mutate the desk it is given', () => {
    const desk = makeDesk();
    const copy = structuredClone(desk);
    apply(
      [
        { op: 'set_line', product_id: 'prod-100', unit_price_cents: 1 },
        { op: 'remove_line', product_id: 'prod-200' },
      ],
      desk,
    );
    expect(desk).toEqual(copy);
  });

  it('refuses the whole batch on the first bad edit', () => {
    expectCode(apply([{ op: 'set_line', product_id: 'ghost', quantity: 2 }]), 'desk/line-not-found');
    expectCode(apply([{ op: 'remove_line', product_id: 'ghost' }]), 'desk/line-not-found');
    expectCode(apply([{ op: 'add_line', product_id: 'prod-100', quantity: 1 }]), 'desk/line-exists');
    expectCode(apply([{ op: 'add_line', product_id: 'hidden', quantity: 1 }]), 'desk/product-unavailable');
    expectCode(apply([{ op: 'add_line', product_id: 'nowhere', quantity: 1 }]), 'desk/product-unavailable');
    expectCode(apply([{ op: 'add_line', product_id: 'alt-1', quantity: 0 }]), 'cart/quantity-out-of-bounds');
    const full = makeDesk({
      lines: Array.from({ length: MAX_QUOTE_LINES }, (_, i) => makeDeskLine({ product_id: `p${i}`, sku: `S${i}` })),
    });
    expectCode(apply([{ op: 'add_line', product_id: 'alt-1', quantity: 1 }], full), 'desk/too-many-lines');
  });

  it('refuses edits once the quote is sent or closed', () => {
    for (const status of ['draft', 'sent', 'accepted', 'rejected', 'expired', 'cancelled'] as const) {
      expectCode(apply([{ op: 'set_notes', internal_notes: 'x' }], makeDesk(), status), 'desk/not-editable');
    }
    expect(apply([{ op: 'set_notes', internal_notes: 'x' }], makeDesk(), 'info_requested').ok).toBe(true);
    expect(T0).toBeInstanceOf(Date);
  });
});

describe('ZDeskOp: what a client may send', () => {
  it('parses prices in cents, discounts in basis points and delivery in days', () => {
    expect(
      ZDeskOp.parse({
        op: 'set_line',
        product_id: ' p1 ',
        unit_price_cents: 100,
        discount_bp: 1250,
        delivery_days: null,
      }),
    ).toEqual({
      op: 'set_line',
      product_id: 'p1',
      unit_price_cents: 100,
      discount_bp: 1250,
      delivery_days: null,
    });
    expect(ZDeskOp.parse({ op: 'set_terms', terms: '  Contado ' })).toEqual({ op: 'set_terms', terms: 'Contado' });
  });

  it.each([
    { op: 'set_line', product_id: 'p', unit_price_cents: 0 },
    { op: 'set_line', product_id: 'p', unit_price_cents: 10.5 },
    { op: 'set_line', product_id: 'p', discount_bp: 10_001 },
    { op: 'set_line', product_id: 'p', delivery_days: 366 },
    { op: 'set_line', product_id: 'p', quantity: 0 },
    { op: 'set_line', product_id: 'p', cost_cents: 1 },
    { op: 'add_line', product_id: '', quantity: 1 },
    { op: 'set_validity', valid_until_day: '2100-01-01' },
    { op: 'set_terms', terms: 'x'.repeat(2001) },
    { op: 'set_status', status: 'sent' },
  ])('refuses %o', (op) => {
    expect(ZDeskOp.safeParse(op).success).toBe(false);
  });

  it('takes a batch of 1 to 400 edits', () => {
    expect(ZDeskOps.safeParse([]).success).toBe(false);
    expect(
      ZDeskOps.safeParse(Array.from({ length: 401 }, () => ({ op: 'remove_line', product_id: 'p' }))).success,
    ).toBe(false);
  });
});

describe('applyDeskOps: list prices', () => {
  it('an added line starts at its list price (kept in the history); without a price doc it starts unpriced', () => {
    const result = applyDeskOps(
      makeDesk(),
      'in_review',
      [{ op: 'add_line', product_id: 'alt-1', quantity: 2 }],
      catalogue,
      now,
      new Map([['alt-1', 45_600]]),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.desk.lines.at(-1)).toMatchObject({
      product_id: 'alt-1',
      unit_price_cents: 45_600,
      origin: 'added',
    });
    expect(result.value.changes).toEqual([
      { field: 'line_added', product_id: 'alt-1', sku: 'ALT-1', before: null, after: 2 },
      { field: 'unit_price', product_id: 'alt-1', sku: 'ALT-1', before: null, after: 45_600 },
    ]);
    const unpriced = apply([{ op: 'add_line', product_id: 'alt-1', quantity: 2 }]);
    expect(unpriced.ok && unpriced.value.desk.lines.at(-1)?.unit_price_cents).toBeNull();
  });
});

describe("previewDeskOps: the desk screen's view of unsaved edits", () => {
  const ops: TDeskOp[] = [
    { op: 'set_line', product_id: 'prod-100', unit_price_cents: 1_000, discount_bp: 250 },
    { op: 'add_line', product_id: 'alt-1', quantity: 2 },
    { op: 'remove_line', product_id: 'prod-200' },
    { op: 'set_validity', valid_until_day: '2025-04-01' },
    { op: 'set_terms', terms: 'Contado' },
  ];
  const listPrices = new Map([['alt-1', 45_600]]);

  it('is the desk the save stores, by the same rules (an added line at its list price)', () => {
    const desk = makeDesk();
    const saved = applyDeskOps(desk, 'in_review', ops, catalogue, now, listPrices);
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    const { lines, valid_until_day, terms, internal_notes } = saved.value.desk;
    expect(previewDeskOps(desk, ops, catalogue, listPrices)).toEqual({ lines, valid_until_day, terms, internal_notes });
  });

  it('skips an edit the save would refuse and still applies the rest, without touching the desk it is given', () => {
    const desk = makeDesk();
    const copy = structuredClone(desk);
    const stale: TDeskOp[] = [
      { op: 'set_line', product_id: 'ghost', quantity: 2 },
      { op: 'add_line', product_id: 'prod-100', quantity: 9 },
      { op: 'add_line', product_id: 'hidden', quantity: 1 },
      ...ops,
    ];
    expect(applyDeskOps(desk, 'in_review', stale, catalogue, now, listPrices).ok).toBe(false);
    expect(previewDeskOps(desk, stale, catalogue, listPrices)).toEqual(
      previewDeskOps(desk, ops, catalogue, listPrices),
    );
    expect(desk).toEqual(copy);
  });
});
