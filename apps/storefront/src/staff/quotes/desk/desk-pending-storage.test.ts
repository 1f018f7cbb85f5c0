import { describe, expect, it } from 'vitest';
import type { TDeskOp } from '@voltia/domain';
import { parseStoredPending, pendingStorageKey, serializePending } from './desk-pending-storage';

const product = { product_id: 'n', sku: 'N-1', sku_description: 'Relevador', brand: 'ABB' };

describe('stored pending desk edits', () => {
  it('keeps one entry per quote', () => {
    expect(pendingStorageKey('q1')).not.toBe(pendingStorageKey('q2'));
  });

  it('round-trips the ops and the products their additions need', () => {
    const ops: TDeskOp[] = [
      { op: 'add_line', product_id: 'n', quantity: 2 },
      { op: 'set_line', product_id: 'a', unit_price_cents: 100 },
    ];
    const raw = serializePending(ops, { n: product, other: { ...product, product_id: 'other' } });
    expect(parseStoredPending(raw)).toEqual({ ops, added: { n: product } });
  });

  it('stores nothing when nothing is unsaved', () => {
    expect(serializePending([], { n: product })).toBeNull();
  });

  it.each([
    null,
    '',
    'no es json',
    '{"ops":[]}',
    '{"ops":[{"op":"set_line","product_id":"a","unit_price_cents":-5}]}',
    '[1]',
  ])('ignores %j', (raw) => {
    expect(parseStoredPending(raw)).toBeNull();
  });

  it('keeps valid ops even when a stored product is damaged', () => {
    const parsed = parseStoredPending(
      JSON.stringify({ ops: [{ op: 'set_notes', internal_notes: 'x' }], added: { n: { product_id: 'n' } } }),
    );
    expect(parsed).toEqual({ ops: [{ op: 'set_notes', internal_notes: 'x' }], added: {} });
  });
});
