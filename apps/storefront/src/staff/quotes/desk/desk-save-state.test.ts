import { describe, expect, it } from 'vitest';
import type { TDeskOp } from '@voltia/domain';
import { makeDesk } from '@voltia/domain/testing';
import {
  deskSaveReducer,
  deskSaveStatus,
  deskViewOf,
  INITIAL_DESK_SAVE_STATE,
  newestDesk,
  overlayOps,
  unsavedOps,
  type TDeskSaveAction,
  type TDeskSaveState,
} from './desk-save-state';

const desk = makeDesk();
const ids = desk.lines.map((line) => line.product_id);
const [a, b] = ids as [string, string];
const price = (product_id: string, unit_price_cents: number): TDeskOp => ({
  op: 'set_line',
  product_id,
  unit_price_cents,
});

function run(...actions: TDeskSaveAction[]): TDeskSaveState {
  return actions.reduce(deskSaveReducer, INITIAL_DESK_SAVE_STATE);
}

describe('deskSaveReducer', () => {
  it('queues edits, sends them as one batch and queues what is typed meanwhile', () => {
    const state = run(
      { type: 'edit', op: price(a, 100) },
      { type: 'edit', op: price(b, 200) },
      { type: 'save-started', lineIds: ids },
      { type: 'edit', op: price(a, 300) },
    );
    expect(state.inFlight).toEqual([price(a, 100), price(b, 200)]);
    expect(state.pending).toEqual([price(a, 300)]);
    expect(state.batch).toBe(1);
    expect(deskSaveStatus(state)).toBe('saving');
    // A second start while one is in flight waits for it.
    expect(deskSaveReducer(state, { type: 'save-started', lineIds: ids })).toBe(state);
  });

  it('a failed save keeps every value, the newer ones on top, and says why', () => {
    const state = run(
      { type: 'edit', op: price(a, 100) },
      { type: 'save-started', lineIds: ids },
      { type: 'edit', op: price(a, 300) },
      { type: 'edit', op: price(b, 5) },
      { type: 'save-failed', message: 'No se pudo' },
    );
    expect(state.inFlight).toBeNull();
    expect(state.pending).toEqual([price(a, 300), price(b, 5)]);
    expect(state.failure).toBe('No se pudo');
    expect(deskSaveStatus(state)).toBe('failed');
    // Retrying sends them all and clears the failure.
    const retried = deskSaveReducer(state, { type: 'save-started', lineIds: ids });
    expect(retried.inFlight).toEqual([price(a, 300), price(b, 5)]);
    expect(retried.failure).toBeNull();
  });

  it('a saved batch leaves the overlay for the desk the save answered with', () => {
    const sent = run(
      { type: 'edit', op: price(a, 100) },
      { type: 'edit', op: price(b, 200) },
      { type: 'save-started', lineIds: ids },
      { type: 'edit', op: price(a, 300) },
    );
    const answer = {
      ...desk,
      lines: desk.lines.map((line) => ({ ...line, unit_price_cents: line.product_id === a ? 100 : 200 })),
      updated_at: new Date(desk.updated_at.getTime() + 1000),
    };
    const saved = deskSaveReducer(sent, { type: 'save-succeeded', desk: answer });
    expect(saved.inFlight).toBeNull();
    expect(saved.answered).toBe(answer);
    expect(deskSaveStatus(saved)).toBe('saving');
    // What was typed meanwhile still lies over the answered desk.
    expect(overlayOps(saved)).toEqual([price(a, 300)]);
    expect(
      deskViewOf(newestDesk(desk, saved.answered)!, overlayOps(saved), {}).lines.map((line) => line.unit_price_cents),
    ).toEqual([300, 200]);
  });

  it('the live desk takes over from the answer once it is as new, and a later save by anyone wins', () => {
    const answer = { ...desk, updated_at: new Date(desk.updated_at.getTime() + 1000) };
    expect(newestDesk(desk, null)).toBe(desk);
    expect(newestDesk(null, answer)).toBe(answer);
    // The listener has not brought the save yet: the answer shows.
    expect(newestDesk(desk, answer)).toBe(answer);
    // The listener caught up, or another rep saved after: the live desk shows.
    const caughtUp = { ...answer };
    expect(newestDesk(caughtUp, answer)).toBe(caughtUp);
    const theirs = { ...desk, updated_at: new Date(answer.updated_at.getTime() + 1) };
    expect(newestDesk(theirs, answer)).toBe(theirs);
    expect(deskSaveReducer(INITIAL_DESK_SAVE_STATE, { type: 'save-succeeded', desk: answer })).toBe(
      INITIAL_DESK_SAVE_STATE,
    );
  });

  it('leaves out of a batch what no longer fits the live desk', () => {
    const state = run({ type: 'edit', op: price('gone', 1) }, { type: 'save-started', lineIds: ids });
    expect(state.inFlight).toBeNull();
    expect(state.pending).toEqual([]);
    expect(deskSaveStatus(state)).toBe('idle');
  });

  it('Escape brings a field back: dropped when it equals the saved value, set again otherwise', () => {
    const typed = run({ type: 'edit', op: { op: 'set_line', product_id: a, unit_price_cents: 100, quantity: 2 } });
    expect(
      deskSaveReducer(typed, { type: 'revert', productId: a, field: 'unit_price_cents', value: 50, savedValue: 50 })
        .pending,
    ).toEqual([{ op: 'set_line', product_id: a, quantity: 2 }]);
    // The edit already left in a batch: going back needs an edit of its own.
    const inFlight = deskSaveReducer(typed, { type: 'save-started', lineIds: ids });
    expect(
      deskSaveReducer(inFlight, { type: 'revert', productId: a, field: 'unit_price_cents', value: 50, savedValue: 100 })
        .pending,
    ).toEqual([price(a, 50)]);
  });

  it('restores stored edits with the products they add, and counts them for the notice', () => {
    const product = { product_id: 'n', sku: 'N-1', sku_description: 'Nuevo', brand: '' };
    const state = run({
      type: 'restore',
      ops: [{ op: 'add_line', product_id: 'n', quantity: 1 }, price(a, 9)],
      added: { n: product },
    });
    expect(state.restored).toBe(2);
    expect(state.added).toEqual({ n: product });
    expect(unsavedOps(state)).toHaveLength(2);
    const saved = [
      { type: 'save-started', lineIds: ids },
      { type: 'save-succeeded', desk },
    ] as const;
    expect(saved.reduce(deskSaveReducer, state).restored).toBe(0);
  });

  it('unsavedOps holds what is in flight and what waits', () => {
    const state = run(
      { type: 'edit', op: price(a, 1) },
      { type: 'save-started', lineIds: ids },
      { type: 'edit', op: price(a, 2) },
    );
    expect(unsavedOps(state)).toEqual([price(a, 2)]);
    expect(run({ type: 'edit', op: price(a, 1) }, { type: 'discard' }).pending).toEqual([]);
  });
});

describe('deskViewOf', () => {
  const added = {
    'prod-900': { product_id: 'prod-900', sku: 'SKU-900', sku_description: 'Relevador térmico', brand: 'Siemens' },
  };
  const [first, second] = desk.lines as [(typeof desk.lines)[number], (typeof desk.lines)[number]];

  it('lays unsaved edits over the saved desk and leaves every other field as saved', () => {
    const view = deskViewOf(desk, [price(a, 5)], {});
    expect(view.lines[0]).toMatchObject({
      unit_price_cents: 5,
      delivery_days: first.delivery_days,
      quantity: first.quantity,
    });
    expect(view.lines[1]).toEqual(second);
  });

  it('keeps a local edit when another staff member changes the same field, and shows their other changes', () => {
    const theirs = { ...desk, lines: [{ ...first, unit_price_cents: 777, delivery_days: 20 }, second] };
    expect(deskViewOf(theirs, [price(a, 5)], {}).lines[0]).toMatchObject({ unit_price_cents: 5, delivery_days: 20 });
  });

  it('adds a picked product at its list price, as the save stores it, and removes lines', () => {
    const ops: TDeskOp[] = [
      { op: 'add_line', product_id: 'prod-900', quantity: 3 },
      { op: 'remove_line', product_id: b },
    ];
    const view = deskViewOf(desk, ops, added, new Map([['prod-900', 12_345]]));
    expect(view.lines.map((line) => line.product_id)).toEqual([a, 'prod-900']);
    expect(view.lines[1]).toMatchObject({
      sku: 'SKU-900',
      sku_description: 'Relevador térmico',
      brand: 'Siemens',
      quantity: 3,
      origin: 'added',
      requested_quantity: null,
      unit_price_cents: 12_345,
    });
    // Without a list price (none stored, or not read yet) the line waits for one.
    expect(deskViewOf(desk, ops, added).lines[1]?.unit_price_cents).toBeNull();
  });

  it('ignores edits of a line that is gone, an addition of a product it already has or was not picked', () => {
    const ops: TDeskOp[] = [
      { op: 'set_line', product_id: 'nadie', quantity: 3 },
      { op: 'add_line', product_id: a, quantity: 9 },
      { op: 'add_line', product_id: 'sin-datos', quantity: 1 },
      price(b, 7),
    ];
    const view = deskViewOf(desk, ops, {});
    expect(view.lines).toEqual([first, { ...second, unit_price_cents: 7 }]);
  });

  it('sets validity, terms and notes', () => {
    const view = deskViewOf(
      desk,
      [
        { op: 'set_validity', valid_until_day: '2025-04-01' },
        { op: 'set_terms', terms: 'Contado' },
        { op: 'set_notes', internal_notes: 'Margen 12 %' },
      ],
      {},
    );
    expect(view).toMatchObject({ valid_until_day: '2025-04-01', terms: 'Contado', internal_notes: 'Margen 12 %' });
  });
});
