'use client';

import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { TDeskOp } from '@voltia/domain';
import { toast } from '@/shared/browser/toasts';
import { loadStaffBackend } from '../../staff-backend';
import { readStoredPending, writeStoredPending } from './desk-pending-storage';
import { deskSaveReducer, deskSaveStatus, INITIAL_DESK_SAVE_STATE, overlayOps, unsavedOps, type TDeskSaveState, type TDeskSaveStatus } from './desk-save-state';
import { deskView, type TAddedProduct, type TDeskView } from './desk-view';
import type { TLineField, TLineFieldValue } from './desk-line-fields';
import { failureMessage } from './failure-message';

/** Edits are saved this long after the last one (sooner on blur and Enter). */
export const SAVE_DEBOUNCE_MS = 700;
/** A saved batch the live desk has not shown by then is let go (someone overwrote it meanwhile). */
const SETTLE_MS = 5000;

export type TDeskSaver = {
  /** The desk as it shows: the live desk with every unsaved edit over it. */
  readonly view: TDeskView;
  readonly status: TDeskSaveStatus;
  readonly state: TDeskSaveState;
  /** Edits the server does not have yet. */
  readonly unsaved: boolean;
  readonly edit: (op: TDeskOp, product?: TAddedProduct) => void;
  /** Escape: the field goes back to `value`, the value it had when the rep started editing it. */
  readonly revert: (productId: string, field: TLineField, value: TLineFieldValue) => void;
  /** Save now (blur, Enter); queued behind a save in flight. */
  readonly flush: () => void;
  readonly retry: () => void;
  readonly discard: () => void;
};

/**
 * The desk's saving: edits wait locally as ops, go to the quotes function in batches (one request
 * at a time), and survive a failed save and a reload (this browser's storage). `base` is the live
 * desk; `canSave` is false once the quote is no longer editable.
 */
export function useDeskSaver(quoteId: string, base: TDeskView, canSave: boolean): TDeskSaver {
  // The desk renders only in the browser (the staff shell renders nothing on the server).
  const [state, dispatch] = useReducer(deskSaveReducer, quoteId, (id) => {
    const stored = readStoredPending(id);
    return stored === null ? INITIAL_DESK_SAVE_STATE : deskSaveReducer(INITIAL_DESK_SAVE_STATE, { type: 'restore', ...stored });
  });
  const saved = useMemo(() => deskView(base, [...state.settling.flatMap((batch) => batch.ops), ...(state.inFlight ?? [])], {}), [base, state.settling, state.inFlight]);
  const view = useMemo(() => deskView(base, overlayOps(state), state.added), [base, state]);
  const unsaved = state.pending.length > 0 || state.inFlight !== null;

  const latest = useRef({ base, saved, canSave, failure: state.failure, inFlight: state.inFlight !== null });
  useEffect(() => {
    latest.current = { base, saved, canSave, failure: state.failure, inFlight: state.inFlight !== null };
  });
  const urgent = useRef(false);

  const start = useCallback(() => dispatch({ type: 'save-started', lineIds: latest.current.saved.lines.map((line) => line.product_id) }), []);

  useEffect(() => {
    if (!canSave || state.pending.length === 0 || state.inFlight !== null || state.failure !== null) return;
    const timer = window.setTimeout(() => {
      urgent.current = false;
      start();
    }, urgent.current ? 0 : SAVE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [canSave, state.pending, state.inFlight, state.failure, start]);

  const sent = useRef(0);
  useEffect(() => {
    const ops = state.inFlight;
    if (ops === null || sent.current === state.batch) return;
    sent.current = state.batch;
    loadStaffBackend()
      .then((backend) => backend.saveDeskEdits(quoteId, ops))
      .then(
        (answer) => dispatch({ type: 'save-succeeded', changes: answer.changes, desk: latest.current.base }),
        (error: unknown) => {
          const message = failureMessage(error, 'desk/save-failed');
          toast.error(message);
          dispatch({ type: 'save-failed', message });
        },
      );
  }, [quoteId, state.batch, state.inFlight]);

  useEffect(() => dispatch({ type: 'desk-changed', desk: base }), [base]);

  useEffect(() => {
    const timers = state.settling.map((batch) => window.setTimeout(() => dispatch({ type: 'settle-expired', id: batch.id }), SETTLE_MS));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [state.settling]);

  useEffect(() => writeStoredPending(quoteId, unsavedOps(state), state.added), [quoteId, state]);

  const flush = useCallback(() => {
    // Behind a save in flight, the next batch leaves as soon as that one is back.
    if (latest.current.inFlight) urgent.current = true;
    if (latest.current.canSave && latest.current.failure === null) start();
  }, [start]);

  return {
    view,
    status: deskSaveStatus(state),
    state,
    unsaved,
    edit: useCallback((op: TDeskOp, product?: TAddedProduct) => dispatch(product === undefined ? { type: 'edit', op } : { type: 'edit', op, product }), []),
    revert: useCallback(
      (productId: string, field: TLineField, value: TLineFieldValue) => {
        const line = saved.lines.find((candidate) => candidate.product_id === productId);
        if (line !== undefined) dispatch({ type: 'revert', productId, field, value, savedValue: line[field] });
      },
      [saved],
    ),
    flush,
    retry: start,
    discard: useCallback(() => dispatch({ type: 'discard' }), []),
  };
}
