import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFER_TERMS } from '@voltia/domain';
import { makeCartLine, makeDesk, T0 } from '@voltia/domain/testing';
import { deskBase, deskView, isOpReflected } from './desk-view';

const desk = makeDesk();
const [first, second] = desk.lines as [(typeof desk.lines)[number], (typeof desk.lines)[number]];
const added = { 'prod-900': { product_id: 'prod-900', sku: 'SKU-900', sku_description: 'Relevador térmico', brand: '' } };

describe('deskBase', () => {
  it('is the saved desk when there is one', () => {
    expect(deskBase(desk, [], T0)).toBe(desk);
  });

  it('starts a missing desk from the request lines, unpriced, with no validity chosen and the default terms', () => {
    const base = deskBase(null, [makeCartLine({ quantity: 5 })], T0);
    expect(base.lines).toEqual([expect.objectContaining({ quantity: 5, requested_quantity: 5, unit_price_cents: null, origin: 'requested' })]);
    expect(base.valid_until_day).toBeNull();
    expect(base.terms).toBe(DEFAULT_OFFER_TERMS);
  });
});

describe('deskView', () => {
  it('lays unsaved edits over the live desk and leaves every other field live', () => {
    const view = deskView(desk, [{ op: 'set_line', product_id: first.product_id, unit_price_cents: 5 }], {});
    expect(view.lines[0]).toMatchObject({ unit_price_cents: 5, delivery_days: first.delivery_days, quantity: first.quantity });
    expect(view.lines[1]).toEqual(second);
  });

  it('keeps a local edit when another staff member changes the same field, and shows their other changes', () => {
    const theirs = { ...desk, lines: [{ ...first, unit_price_cents: 777, delivery_days: 20 }, second] };
    const view = deskView(theirs, [{ op: 'set_line', product_id: first.product_id, unit_price_cents: 5 }], {});
    expect(view.lines[0]).toMatchObject({ unit_price_cents: 5, delivery_days: 20 });
  });

  it('adds picked products as unpriced alternatives and removes lines', () => {
    const view = deskView(desk, [{ op: 'add_line', product_id: 'prod-900', quantity: 3 }, { op: 'remove_line', product_id: second.product_id }], added);
    expect(view.lines.map((line) => line.product_id)).toEqual([first.product_id, 'prod-900']);
    expect(view.lines[1]).toMatchObject({ sku: 'SKU-900', quantity: 3, origin: 'added', requested_quantity: null, unit_price_cents: null });
  });

  it('ignores edits of a line that is gone and an addition of a product it already has', () => {
    const view = deskView(desk, [{ op: 'set_line', product_id: 'nadie', quantity: 3 }, { op: 'add_line', product_id: first.product_id, quantity: 9 }], {});
    expect(view.lines).toEqual(desk.lines);
  });

  it('sets validity, terms and notes', () => {
    const view = deskView(desk, [{ op: 'set_validity', valid_until_day: '2025-04-01' }, { op: 'set_terms', terms: 'Contado' }, { op: 'set_notes', internal_notes: 'Margen 12 %' }], {});
    expect(view).toMatchObject({ valid_until_day: '2025-04-01', terms: 'Contado', internal_notes: 'Margen 12 %' });
  });
});

describe('isOpReflected', () => {
  it('is true once the desk holds what the op set', () => {
    expect(isOpReflected(desk, { op: 'set_line', product_id: first.product_id, unit_price_cents: first.unit_price_cents })).toBe(true);
    expect(isOpReflected(desk, { op: 'set_line', product_id: first.product_id, unit_price_cents: 1 })).toBe(false);
    expect(isOpReflected(desk, { op: 'add_line', product_id: first.product_id, quantity: 1 })).toBe(true);
    expect(isOpReflected(desk, { op: 'remove_line', product_id: first.product_id })).toBe(false);
    expect(isOpReflected(desk, { op: 'set_terms', terms: `${desk.terms}  ` })).toBe(true);
    expect(isOpReflected(desk, { op: 'set_validity', valid_until_day: null })).toBe(false);
  });
});
