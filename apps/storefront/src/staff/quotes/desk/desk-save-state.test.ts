import { describe, expect, it } from 'vitest';
import type { TDeskOp } from '@voltia/domain';
import { makeDesk } from '@voltia/domain/testing';
import { deskSaveReducer, deskSaveStatus, INITIAL_DESK_SAVE_STATE, overlayOps, unsavedOps, type TDeskSaveAction, type TDeskSaveState } from './desk-save-state';
import { deskView } from './desk-view';

const desk = makeDesk();
const ids = desk.lines.map((line) => line.product_id);
const [a, b] = ids as [string, string];
const price = (product_id: string, unit_price_cents: number): TDeskOp => ({ op: 'set_line', product_id, unit_price_cents });

function run(...actions: TDeskSaveAction[]): TDeskSaveState {
  return actions.reduce(deskSaveReducer, INITIAL_DESK_SAVE_STATE);
}

describe('deskSaveReducer', () => {
  it('queues edits, sends them as one batch and queues what is typed meanwhile', () => {
    const state = run({ type: 'edit', op: price(a, 100) }, { type: 'edit', op: price(b, 200) }, { type: 'save-started', lineIds: ids }, { type: 'edit', op: price(a, 300) });
    expect(state.inFlight).toEqual([price(a, 100), price(b, 200)]);
    expect(state.pending).toEqual([price(a, 300)]);
    expect(state.batch).toBe(1);
    expect(deskSaveStatus(state)).toBe('saving');
    // A second start while one is in flight waits for it.
    expect(deskSaveReducer(state, { type: 'save-started', lineIds: ids })).toBe(state);
  });

  it('a failed save keeps every value, the newer ones on top, and says why', () => {
    const state = run({ type: 'edit', op: price(a, 100) }, { type: 'save-started', lineIds: ids }, { type: 'edit', op: price(a, 300) }, { type: 'edit', op: price(b, 5) }, { type: 'save-failed', message: 'No se pudo' });
    expect(state.inFlight).toBeNull();
    expect(state.pending).toEqual([price(a, 300), price(b, 5)]);
    expect(state.failure).toBe('No se pudo');
    expect(deskSaveStatus(state)).toBe('failed');
    // Retrying sends them all and clears the failure.
    const retried = deskSaveReducer(state, { type: 'save-started', lineIds: ids });
    expect(retried.inFlight).toEqual([price(a, 300), price(b, 5)]);
    expect(retried.failure).toBeNull();
  });

  it('keeps a saved batch over the desk until the live desk shows it', () => {
    const sent = run({ type: 'edit', op: price(a, 100) }, { type: 'edit', op: price(b, 200) }, { type: 'save-started', lineIds: ids });
    const saved = deskSaveReducer(sent, { type: 'save-succeeded', changes: 2, desk });
    expect(saved.inFlight).toBeNull();
    expect(saved.settling).toEqual([{ id: 1, ops: [price(a, 100), price(b, 200)] }]);
    expect(deskSaveStatus(saved)).toBe('saved');
    expect(overlayOps(saved)).toEqual([price(a, 100), price(b, 200)]);
    const halfway = deskSaveReducer(saved, { type: 'desk-changed', desk: deskView(desk, [price(a, 100)], {}) });
    expect(halfway.settling).toEqual([{ id: 1, ops: [price(b, 200)] }]);
    const caughtUp = deskSaveReducer(halfway, { type: 'desk-changed', desk: deskView(desk, [price(a, 100), price(b, 200)], {}) });
    expect(caughtUp.settling).toEqual([]);
  });

  it('drops a settling batch when the desk already showed it, nothing changed, or it expires', () => {
    const sent = run({ type: 'edit', op: price(a, 100) }, { type: 'save-started', lineIds: ids });
    expect(deskSaveReducer(sent, { type: 'save-succeeded', changes: 1, desk: deskView(desk, [price(a, 100)], {}) }).settling).toEqual([]);
    expect(deskSaveReducer(sent, { type: 'save-succeeded', changes: 0, desk }).settling).toEqual([]);
    const settling = deskSaveReducer(sent, { type: 'save-succeeded', changes: 1, desk });
    expect(deskSaveReducer(settling, { type: 'settle-expired', id: 1 }).settling).toEqual([]);
  });

  it('leaves out of a batch what no longer fits the live desk', () => {
    const state = run({ type: 'edit', op: price('gone', 1) }, { type: 'save-started', lineIds: ids });
    expect(state.inFlight).toBeNull();
    expect(state.pending).toEqual([]);
    expect(deskSaveStatus(state)).toBe('idle');
  });

  it('Escape brings a field back: dropped when it equals the saved value, set again otherwise', () => {
    const typed = run({ type: 'edit', op: { op: 'set_line', product_id: a, unit_price_cents: 100, quantity: 2 } });
    expect(deskSaveReducer(typed, { type: 'revert', productId: a, field: 'unit_price_cents', value: 50, savedValue: 50 }).pending).toEqual([{ op: 'set_line', product_id: a, quantity: 2 }]);
    // The edit already left in a batch: going back needs an edit of its own.
    const inFlight = deskSaveReducer(typed, { type: 'save-started', lineIds: ids });
    expect(deskSaveReducer(inFlight, { type: 'revert', productId: a, field: 'unit_price_cents', value: 50, savedValue: 100 }).pending).toEqual([price(a, 50)]);
  });

  it('restores stored edits with the products they add, and counts them for the notice', () => {
    const product = { product_id: 'n', sku: 'N-1', sku_description: 'Nuevo', brand: '' };
    const state = run({ type: 'restore', ops: [{ op: 'add_line', product_id: 'n', quantity: 1 }, price(a, 9)], added: { n: product } });
    expect(state.restored).toBe(2);
    expect(state.added).toEqual({ n: product });
    expect(unsavedOps(state)).toHaveLength(2);
    const saved = [{ type: 'save-started', lineIds: ids }, { type: 'save-succeeded', changes: 2, desk }] as const;
    expect(saved.reduce(deskSaveReducer, state).restored).toBe(0);
  });

  it('unsavedOps holds what is in flight and what waits', () => {
    const state = run({ type: 'edit', op: price(a, 1) }, { type: 'save-started', lineIds: ids }, { type: 'edit', op: price(a, 2) });
    expect(unsavedOps(state)).toEqual([price(a, 2)]);
    expect(run({ type: 'edit', op: price(a, 1) }, { type: 'discard' }).pending).toEqual([]);
  });
});
