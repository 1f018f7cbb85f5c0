import { parseJsonRecord, ZDeskAddedProduct, ZDeskOps, type TDeskOp } from '@voltia/domain';
import type { TAddedProduct } from './desk-save-state';

// Unsaved desk edits in this browser's storage, one entry per quote, so a reload or a crash does
// not lose them: written while edits are unsaved, removed once the server has them all.

const KEY_PREFIX = 'voltia:desk-pending:';

export function pendingStorageKey(quoteId: string): string {
  return `${KEY_PREFIX}${quoteId}`;
}

export type TStoredPending = {
  readonly ops: readonly TDeskOp[];
  readonly added: Readonly<Record<string, TAddedProduct>>;
};

/** What to store: null when nothing is unsaved (the entry is removed). */
export function serializePending(
  ops: readonly TDeskOp[],
  added: Readonly<Record<string, TAddedProduct>>,
): string | null {
  if (ops.length === 0) return null;
  const needed = Object.fromEntries(
    ops.flatMap((op) =>
      op.op === 'add_line' && added[op.product_id] !== undefined ? [[op.product_id, added[op.product_id]]] : [],
    ),
  );
  return JSON.stringify({ ops, added: needed });
}

/** A stored entry, or null when there is none or it is not one we wrote (it is then ignored). */
export function parseStoredPending(raw: string | null): TStoredPending | null {
  const stored = parseJsonRecord(raw);
  if (stored === null) return null;
  const ops = ZDeskOps.safeParse(stored.ops);
  if (!ops.success) return null;
  const added: Record<string, TAddedProduct> = {};
  const storedAdded = stored.added;
  for (const value of typeof storedAdded === 'object' && storedAdded !== null ? Object.values(storedAdded) : []) {
    const product = ZDeskAddedProduct.safeParse(value);
    if (product.success) added[product.data.product_id] = product.data;
  }
  return { ops: ops.data, added };
}

// Storage can be full or blocked (private mode); the desk then works without it.
export function readStoredPending(quoteId: string): TStoredPending | null {
  try {
    return parseStoredPending(window.localStorage.getItem(pendingStorageKey(quoteId)));
  } catch {
    return null;
  }
}

export function writeStoredPending(
  quoteId: string,
  ops: readonly TDeskOp[],
  added: Readonly<Record<string, TAddedProduct>>,
): void {
  try {
    const value = serializePending(ops, added);
    if (value === null) window.localStorage.removeItem(pendingStorageKey(quoteId));
    else window.localStorage.setItem(pendingStorageKey(quoteId), value);
  } catch {
    // Not stored: the edits stay on screen and in memory.
  }
}
