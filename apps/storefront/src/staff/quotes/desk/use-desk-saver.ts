'use client';

import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { newQuoteDesk, type TCartLine, type TDeskContent, type TDeskOp, type TQuoteDesk } from '@voltia/domain';
import { toast } from '@/shared/browser/toasts';
import { loadStaffBackend } from '../../staff-backend';
import { readStoredPending, writeStoredPending } from './desk-pending-storage';
import {
  deskSaveReducer,
  deskSaveStatus,
  deskViewOf,
  INITIAL_DESK_SAVE_STATE,
  newestDesk,
  overlayOps,
  unsavedOps,
  type TAddedProduct,
  type TDeskSaveState,
  type TDeskSaveStatus,
} from './desk-save-state';
import type { TLineField, TLineFieldValue } from './desk-line-fields';
import { failureMessage } from '@/shared/ui/failure-message';

/** Edits are saved this long after the last one (sooner on blur and Enter). */
export const SAVE_DEBOUNCE_MS = 700;

export type TDeskSaver = {
  /** The newest saved desk (the live one, or a save's answer the listener has not brought yet); null before the first save. */
  readonly saved: TQuoteDesk | null;
  /** What the edits are laid over: the saved desk, or the request's lines unpriced when there is none yet. */
  readonly base: TDeskContent;
  /** The products the desk shows or is about to show (its lines and the ones picked to add). */
  readonly productIds: readonly string[];
  readonly status: TDeskSaveStatus;
  readonly state: TDeskSaveState;
  /** Edits the server does not have yet. */
  readonly unsaved: boolean;
  readonly edit: (op: TDeskOp, product?: TAddedProduct) => void;
  /** Escape: the field goes back to `value`, the value it had when the rep started editing it. */
  readonly revert: (productId: string, field: TLineField, value: TLineFieldValue) => void;
  /** Save now (blur, Enter), also after a failed save unless `retry` is false; queued behind a save in flight. */
  readonly flush: (options?: { readonly retry?: boolean }) => void;
  readonly retry: () => void;
  readonly discard: () => void;
};

/**
 * The desk's saving: edits wait locally as ops, go to the quotes function in batches (one request
 * at a time), and survive a failed save and a reload (this browser's storage). `live` is the live
 * desk (null when the quote has none yet: the request's lines are the start); `canSave` is false
 * once the quote is no longer editable. What the desk shows is `useDeskView` of this.
 */
export function useDeskSaver(
  quoteId: string,
  live: TQuoteDesk | null,
  requestLines: readonly TCartLine[],
  canSave: boolean,
): TDeskSaver {
  // The desk renders only in the browser (the staff shell renders nothing on the server).
  const [state, dispatch] = useReducer(deskSaveReducer, quoteId, (id) => {
    const stored = readStoredPending(id);
    return stored === null
      ? INITIAL_DESK_SAVE_STATE
      : deskSaveReducer(INITIAL_DESK_SAVE_STATE, { type: 'restore', ...stored });
  });
  const [openedAt] = useState(() => new Date());
  const newest = newestDesk(live, state.answered);
  // A quote that never had a desk starts from the request's lines, as the first save creates it.
  const base = useMemo<TDeskContent>(
    () => newest ?? newQuoteDesk(requestLines, openedAt),
    [newest, requestLines, openedAt],
  );
  // What the server will hold once the batch in flight lands (without list prices: only its lines and values matter here).
  const saved = useMemo(() => deskViewOf(base, state.inFlight ?? [], state.added), [base, state.inFlight, state.added]);
  const productIds = useMemo(
    () => [...new Set([...base.lines.map((line) => line.product_id), ...Object.keys(state.added)])],
    [base, state.added],
  );
  const unsaved = state.pending.length > 0 || state.inFlight !== null;

  const latest = useRef({ saved, canSave, failure: state.failure, inFlight: state.inFlight !== null });
  useEffect(() => {
    latest.current = { saved, canSave, failure: state.failure, inFlight: state.inFlight !== null };
  });
  const urgent = useRef(false);

  const start = useCallback(
    () => dispatch({ type: 'save-started', lineIds: latest.current.saved.lines.map((line) => line.product_id) }),
    [],
  );

  useEffect(() => {
    if (!canSave || state.pending.length === 0 || state.inFlight !== null || state.failure !== null) return;
    const timer = window.setTimeout(
      () => {
        urgent.current = false;
        start();
      },
      urgent.current ? 0 : SAVE_DEBOUNCE_MS,
    );
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
        (answer) => dispatch({ type: 'save-succeeded', desk: answer.desk }),
        (error: unknown) => {
          const message = failureMessage(error, 'desk/save-failed');
          toast.error(message);
          dispatch({ type: 'save-failed', message });
        },
      );
  }, [quoteId, state.batch, state.inFlight]);

  useEffect(() => writeStoredPending(quoteId, unsavedOps(state), state.added), [quoteId, state]);

  // Enter, Tab to the next field and the desk's buttons save now, and after a failed save they are the
  // retry: the rep who keeps pricing need not go looking for "Reintentar" once the connection is
  // back. A blur elsewhere (a click on "Reintentar" itself) saves only when nothing failed, so the
  // button is not taken away from under the pointer.
  const flush = useCallback(
    (options: { readonly retry?: boolean } = {}) => {
      // Behind a save in flight, the next batch leaves as soon as that one is back.
      if (latest.current.inFlight) urgent.current = true;
      if (latest.current.canSave && (latest.current.failure === null || options.retry !== false)) start();
    },
    [start],
  );

  // The connection is back: what a failure left unsaved goes at once.
  useEffect(() => {
    const retryOnline = () => {
      if (latest.current.canSave && latest.current.failure !== null) start();
    };
    window.addEventListener('online', retryOnline);
    return () => window.removeEventListener('online', retryOnline);
  }, [start]);

  return {
    saved: newest,
    base,
    productIds,
    status: deskSaveStatus(state),
    state,
    unsaved,
    edit: useCallback(
      (op: TDeskOp, product?: TAddedProduct) =>
        dispatch(product === undefined ? { type: 'edit', op } : { type: 'edit', op, product }),
      [],
    ),
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

/** What the desk shows: the saved desk with every unsaved edit laid over it, added lines at their list price. */
export function useDeskView(saver: TDeskSaver, listPrices: ReadonlyMap<string, number>): TDeskContent {
  const { base, state } = saver;
  return useMemo(() => deskViewOf(base, overlayOps(state), state.added, listPrices), [base, state, listPrices]);
}
