import { MAX_DESK_OPS, type TDeskOp } from '@voltia/domain';
import { mergeDeskOp, mergeDeskOps, pendingLineField, pruneDeskOps, withoutLineField } from './desk-edit-ops';
import type { TLineField, TLineFieldValue } from './desk-line-fields';
import { isOpReflected, type TAddedProduct, type TDeskView } from './desk-view';

/**
 * The desk's saving, as a pure reducer: edits wait in `pending`; one batch at a time is `inFlight`
 * (edits made meanwhile queue in `pending`); a failed batch goes back in front of `pending`, so
 * nothing typed is lost; a saved batch stays laid over the desk (`settling`) until the live desk
 * shows it, so a field never flickers back to its old value between the answer and the snapshot.
 */
export type TDeskSaveState = {
  readonly pending: readonly TDeskOp[];
  readonly inFlight: readonly TDeskOp[] | null;
  /** Numbers the batches: the one in flight, or the last one sent. */
  readonly batch: number;
  readonly settling: readonly { readonly id: number; readonly ops: readonly TDeskOp[] }[];
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
  | { readonly type: 'revert'; readonly productId: string; readonly field: TLineField; readonly value: TLineFieldValue; readonly savedValue: TLineFieldValue }
  /** A save starts with what is pending, less what no longer fits the live desk's lines. */
  | { readonly type: 'save-started'; readonly lineIds: readonly string[] }
  | { readonly type: 'save-succeeded'; readonly changes: number; readonly desk: TDeskView }
  | { readonly type: 'save-failed'; readonly message: string }
  | { readonly type: 'desk-changed'; readonly desk: TDeskView }
  | { readonly type: 'settle-expired'; readonly id: number }
  | { readonly type: 'restore'; readonly ops: readonly TDeskOp[]; readonly added: Readonly<Record<string, TAddedProduct>> }
  | { readonly type: 'discard' };

export const INITIAL_DESK_SAVE_STATE: TDeskSaveState = { pending: [], inFlight: null, batch: 0, settling: [], failure: null, added: {}, saves: 0, restored: 0 };

function unreflected(desk: TDeskView, ops: readonly TDeskOp[]): TDeskOp[] {
  return ops.filter((op) => !isOpReflected(desk, op));
}

export function deskSaveReducer(state: TDeskSaveState, action: TDeskSaveAction): TDeskSaveState {
  switch (action.type) {
    case 'edit':
      return {
        ...state,
        pending: mergeDeskOp(state.pending, action.op),
        added: action.product === undefined ? state.added : { ...state.added, [action.product.product_id]: action.product },
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
      return { ...state, inFlight: ops.slice(0, MAX_DESK_OPS), pending: ops.slice(MAX_DESK_OPS), batch: state.batch + 1, failure: null };
    }
    case 'save-succeeded': {
      if (state.inFlight === null) return state;
      const left = action.changes === 0 ? [] : unreflected(action.desk, state.inFlight ?? []);
      return {
        ...state,
        inFlight: null,
        saves: state.saves + 1,
        restored: 0,
        settling: left.length === 0 ? state.settling : [...state.settling, { id: state.batch, ops: left }],
      };
    }
    case 'save-failed':
      if (state.inFlight === null) return state;
      return { ...state, inFlight: null, pending: mergeDeskOps(state.inFlight ?? [], state.pending), failure: action.message };
    case 'desk-changed': {
      if (state.settling.length === 0) return state;
      const settling = state.settling.map((batch) => ({ ...batch, ops: unreflected(action.desk, batch.ops) })).filter((batch) => batch.ops.length > 0);
      return { ...state, settling };
    }
    case 'settle-expired':
      return { ...state, settling: state.settling.filter((batch) => batch.id !== action.id) };
    case 'restore':
      return { ...state, pending: mergeDeskOps(action.ops, state.pending), added: { ...action.added, ...state.added }, restored: action.ops.length };
    case 'discard':
      return { ...state, pending: [], failure: null, restored: 0 };
  }
}

/** Every edit the server does not have yet (what a reload must not lose). */
export function unsavedOps(state: TDeskSaveState): TDeskOp[] {
  return mergeDeskOps(state.inFlight ?? [], state.pending);
}

/** The edits laid over the live desk, oldest first. */
export function overlayOps(state: TDeskSaveState): TDeskOp[] {
  return [...state.settling.flatMap((batch) => batch.ops), ...(state.inFlight ?? []), ...state.pending];
}

export type TDeskSaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** What the status line says: "Guardando…" while edits wait or travel, "Sin guardar" after a failure. */
export function deskSaveStatus(state: TDeskSaveState): TDeskSaveStatus {
  if (state.inFlight !== null) return 'saving';
  if (state.pending.length > 0) return state.failure === null ? 'saving' : 'failed';
  return state.saves > 0 ? 'saved' : 'idle';
}
