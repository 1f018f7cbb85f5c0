import {
  MAX_DESK_OPS,
  previewDeskOps,
  type TCatalogueLookup,
  type TDeskAddedProduct,
  type TDeskContent,
  type TDeskOp,
  type TQuoteDesk,
} from '@voltia/domain';
import { mergeDeskOp, mergeDeskOps, pendingLineField, pruneDeskOps, withoutLineField } from './desk-edit-ops';
import type { TLineField, TLineFieldValue } from './desk-line-fields';

/** A product staff picked to add, as the line shows it until the saved desk has it. */
export type TAddedProduct = TDeskAddedProduct;

/**
 * The desk's saving, as a pure reducer: edits wait in `pending`; one batch at a time is `inFlight`
 * (edits made meanwhile queue in `pending`); a failed batch goes back in front of `pending`, so
 * nothing typed is lost; a saved batch's answer is the saved desk (`answered`), shown until the live
 * desk is as new, so a field never flickers back to its old value between the answer and the snapshot.
 */
export type TDeskSaveState = {
  readonly pending: readonly TDeskOp[];
  readonly inFlight: readonly TDeskOp[] | null;
  /** Numbers the batches: the one in flight, or the last one sent. */
  readonly batch: number;
  /** The desk the last successful save answered with. */
  readonly answered: TQuoteDesk | null;
  /** The Spanish message of the last failed save, until the next attempt. */
  readonly failure: string | null;
  /** Products picked to add, for showing their lines before the saved desk has them. */
  readonly added: Readonly<Record<string, TAddedProduct>>;
  readonly saves: number;
  /** How many edits were brought back from this browser's storage after a reload. */
  readonly restored: number;
};

export type TDeskSaveAction =
  | { readonly type: 'edit'; readonly op: TDeskOp; readonly product?: TAddedProduct }
  /** Escape: the field goes back to `value`; `savedValue` is what the desk holds without pending edits. */
  | {
      readonly type: 'revert';
      readonly productId: string;
      readonly field: TLineField;
      readonly value: TLineFieldValue;
      readonly savedValue: TLineFieldValue;
    }
  /** A save starts with what is pending, less what no longer fits the live desk's lines. */
  | { readonly type: 'save-started'; readonly lineIds: readonly string[] }
  | { readonly type: 'save-succeeded'; readonly desk: TQuoteDesk }
  | { readonly type: 'save-failed'; readonly message: string }
  | {
      readonly type: 'restore';
      readonly ops: readonly TDeskOp[];
      readonly added: Readonly<Record<string, TAddedProduct>>;
    }
  | { readonly type: 'discard' };

export const INITIAL_DESK_SAVE_STATE: TDeskSaveState = {
  pending: [],
  inFlight: null,
  batch: 0,
  answered: null,
  failure: null,
  added: {},
  saves: 0,
  restored: 0,
};

export function deskSaveReducer(state: TDeskSaveState, action: TDeskSaveAction): TDeskSaveState {
  switch (action.type) {
    case 'edit':
      return {
        ...state,
        pending: mergeDeskOp(state.pending, action.op),
        added:
          action.product === undefined ? state.added : { ...state.added, [action.product.product_id]: action.product },
      };
    case 'revert': {
      const { productId, field, value, savedValue } = action;
      if (pendingLineField(state.pending, productId, field) === value) return state;
      const pending =
        value === savedValue
          ? withoutLineField(state.pending, productId, field)
          : mergeDeskOp(state.pending, { op: 'set_line', product_id: productId, [field]: value });
      return { ...state, pending };
    }
    case 'save-started': {
      if (state.inFlight !== null || state.pending.length === 0) return state;
      const ops = pruneDeskOps(action.lineIds, state.pending);
      if (ops.length === 0) return { ...state, pending: [], failure: null };
      return {
        ...state,
        inFlight: ops.slice(0, MAX_DESK_OPS),
        pending: ops.slice(MAX_DESK_OPS),
        batch: state.batch + 1,
        failure: null,
      };
    }
    case 'save-succeeded':
      if (state.inFlight === null) return state;
      return {
        ...state,
        inFlight: null,
        saves: state.saves + 1,
        restored: 0,
        answered: newestDesk(state.answered, action.desk),
      };
    case 'save-failed':
      if (state.inFlight === null) return state;
      return {
        ...state,
        inFlight: null,
        pending: mergeDeskOps(state.inFlight ?? [], state.pending),
        failure: action.message,
      };
    case 'restore':
      return {
        ...state,
        pending: mergeDeskOps(action.ops, state.pending),
        added: { ...action.added, ...state.added },
        restored: action.ops.length,
      };
    case 'discard':
      return { ...state, pending: [], failure: null, restored: 0 };
  }
}

/** Every edit the server does not have yet (what a reload must not lose). */
export function unsavedOps(state: TDeskSaveState): TDeskOp[] {
  return mergeDeskOps(state.inFlight ?? [], state.pending);
}

/** The edits laid over the saved desk, oldest first. */
export function overlayOps(state: TDeskSaveState): TDeskOp[] {
  return [...(state.inFlight ?? []), ...state.pending];
}

/**
 * The newer of two saved desks (the live one and a save's answer): both are stamped by the server's
 * clock, so the later stamp is the later save, whoever made it. On a tie, the first (the live one).
 */
export function newestDesk(live: TQuoteDesk | null, answered: TQuoteDesk | null): TQuoteDesk | null {
  if (answered === null) return live;
  return live !== null && live.updated_at.getTime() >= answered.updated_at.getTime() ? live : answered;
}

/** The products staff picked, as the catalogue facts the domain's desk rules add a line from. */
export function addedCatalogue(added: Readonly<Record<string, TAddedProduct>>): TCatalogueLookup {
  return new Map(
    Object.values(added).map((product) => [
      product.product_id,
      { sku: product.sku, description: product.sku_description, brand: product.brand, published: true },
    ]),
  );
}

/**
 * What the desk shows: the saved desk with the unsaved edits laid over it by the domain's desk rules
 * (an added line starts at its list price, as the save will store it). Whatever the live desk says, a
 * field with an unsaved edit shows the edit; an edit that no longer fits (a line someone removed)
 * changes nothing.
 */
export function deskViewOf(
  base: TDeskContent,
  ops: readonly TDeskOp[],
  added: Readonly<Record<string, TAddedProduct>>,
  listPrices: ReadonlyMap<string, number> = new Map(),
): TDeskContent {
  return previewDeskOps(base, ops, addedCatalogue(added), listPrices);
}

export type TDeskSaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** What the status line says: "Guardando…" while edits wait or travel, "Sin guardar" after a failure. */
export function deskSaveStatus(state: TDeskSaveState): TDeskSaveStatus {
  if (state.inFlight !== null) return 'saving';
  if (state.pending.length > 0) return state.failure === null ? 'saving' : 'failed';
  return state.saves > 0 ? 'saved' : 'idle';
}
