import { describe, expect, it } from 'vitest';
import type { TDeskOp } from '@voltia/domain';
import { mergeDeskOp, mergeDeskOps, pendingLineField, pruneDeskOps, withoutLineField } from './desk-edit-ops';

const price = (product_id: string, unit_price_cents: number | null): TDeskOp => ({
  op: 'set_line',
  product_id,
  unit_price_cents,
});

describe('mergeDeskOp', () => {
  it('keeps one set_line per line, later values winning, other fields kept', () => {
    const ops = mergeDeskOps(
      [],
      [price('a', 100), { op: 'set_line', product_id: 'a', discount_bp: 500 }, price('b', 7), price('a', 200)],
    );
    expect(ops).toEqual([{ op: 'set_line', product_id: 'a', unit_price_cents: 200, discount_bp: 500 }, price('b', 7)]);
  });

  it('keeps only the latest validity, terms and notes', () => {
    const ops = mergeDeskOps(
      [],
      [
        { op: 'set_terms', terms: 'uno' },
        { op: 'set_validity', valid_until_day: '2026-12-01' },
        { op: 'set_terms', terms: 'dos' },
      ],
    );
    expect(ops).toEqual([
      { op: 'set_validity', valid_until_day: '2026-12-01' },
      { op: 'set_terms', terms: 'dos' },
    ]);
  });

  it('removing a saved line drops its unsaved edits and keeps the removal', () => {
    const ops = mergeDeskOps([], [price('a', 100), price('b', 5), { op: 'remove_line', product_id: 'a' }]);
    expect(ops).toEqual([price('b', 5), { op: 'remove_line', product_id: 'a' }]);
  });

  it('removing a line added since the last save sends neither the addition nor its edits', () => {
    const ops = mergeDeskOps(
      [],
      [
        { op: 'add_line', product_id: 'n', quantity: 2 },
        price('n', 900),
        price('b', 5),
        { op: 'remove_line', product_id: 'n' },
      ],
    );
    expect(ops).toEqual([price('b', 5)]);
  });

  it('edits after an unsaved addition follow it, so the function adds before it prices', () => {
    const ops = mergeDeskOp([{ op: 'add_line', product_id: 'n', quantity: 2 }], price('n', 900));
    expect(ops).toEqual([{ op: 'add_line', product_id: 'n', quantity: 2 }, price('n', 900)]);
  });
});

describe('pendingLineField and withoutLineField', () => {
  const ops: TDeskOp[] = [{ op: 'set_line', product_id: 'a', unit_price_cents: 100, quantity: 3 }, price('b', 9)];

  it('reads the pending value of a field', () => {
    expect(pendingLineField(ops, 'a', 'quantity')).toBe(3);
    expect(pendingLineField(ops, 'a', 'discount_bp')).toBeUndefined();
    expect(pendingLineField(ops, 'b', 'unit_price_cents')).toBe(9);
  });

  it('drops one field, and the op once it sets nothing', () => {
    expect(withoutLineField(ops, 'a', 'quantity')).toEqual([price('a', 100), price('b', 9)]);
    expect(withoutLineField(ops, 'b', 'unit_price_cents')).toEqual([ops[0]]);
  });
});

describe('pruneDeskOps', () => {
  it('drops edits of lines the live desk no longer has, and additions it already has', () => {
    const ops: TDeskOp[] = [
      price('gone', 1),
      price('a', 2),
      { op: 'remove_line', product_id: 'gone' },
      { op: 'add_line', product_id: 'a', quantity: 1 },
      { op: 'add_line', product_id: 'n', quantity: 1 },
      price('n', 3),
      { op: 'set_notes', internal_notes: 'x' },
    ];
    expect(pruneDeskOps(['a'], ops)).toEqual([
      price('a', 2),
      { op: 'add_line', product_id: 'n', quantity: 1 },
      price('n', 3),
      { op: 'set_notes', internal_notes: 'x' },
    ]);
  });

  it('follows removals and additions in order', () => {
    const ops: TDeskOp[] = [
      { op: 'remove_line', product_id: 'a' },
      price('a', 2),
      { op: 'add_line', product_id: 'a', quantity: 1 },
      price('a', 4),
    ];
    expect(pruneDeskOps(['a'], ops)).toEqual([
      { op: 'remove_line', product_id: 'a' },
      { op: 'add_line', product_id: 'a', quantity: 1 },
      price('a', 4),
    ]);
  });
});
