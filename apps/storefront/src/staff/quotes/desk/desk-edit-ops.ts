import type { TDeskOp } from '@voltia/domain';
import type { TLineField, TLineFieldValue } from './desk-line-fields';

// Pending desk edits as the list of ops the next save sends. Merging keeps that list short (one
// set_line per line however many times a field is retyped), so pricing 40 lines is a handful of
// small requests, and keeps the order the function applies them in meaningful.

type TSetLine = Extract<TDeskOp, { op: 'set_line' }>;
type TLineOp = Extract<TDeskOp, { product_id: string }>;

function isLineOp(op: TDeskOp): op is TLineOp {
  return 'product_id' in op;
}

/** Adds one edit to the pending ops: a later value of the same field replaces the earlier one. */
export function mergeDeskOp(ops: readonly TDeskOp[], op: TDeskOp): TDeskOp[] {
  switch (op.op) {
    case 'set_validity':
    case 'set_terms':
    case 'set_notes':
      return [...ops.filter((pending) => pending.op !== op.op), op];
    case 'add_line':
      return [...ops, op];
    case 'set_line': {
      const last = ops.findLastIndex((pending) => isLineOp(pending) && pending.product_id === op.product_id);
      const previous = ops[last];
      if (previous?.op !== 'set_line') return [...ops, op];
      const merged: TSetLine = { ...previous, ...op };
      return ops.map((pending, index) => (index === last ? merged : pending));
    }
    case 'remove_line': {
      // A line added since the last save is simply not added; otherwise its unsaved edits go with it.
      const added = ops.findLastIndex((pending) => pending.op === 'add_line' && pending.product_id === op.product_id);
      if (added !== -1)
        return ops.filter(
          (pending, index) => index < added || !isLineOp(pending) || pending.product_id !== op.product_id,
        );
      return [...ops.filter((pending) => pending.op !== 'set_line' || pending.product_id !== op.product_id), op];
    }
  }
}

export function mergeDeskOps(ops: readonly TDeskOp[], more: readonly TDeskOp[]): TDeskOp[] {
  return more.reduce<TDeskOp[]>(mergeDeskOp, [...ops]);
}

/** The pending value of one field of a line, if an op sets it. */
export function pendingLineField(
  ops: readonly TDeskOp[],
  productId: string,
  field: TLineField,
): TLineFieldValue | undefined {
  const op = ops.findLast(
    (pending): pending is TSetLine =>
      pending.op === 'set_line' && pending.product_id === productId && pending[field] !== undefined,
  );
  return op?.[field];
}

/** The pending ops without one field of a line (Escape on a field that was not saved yet). */
export function withoutLineField(ops: readonly TDeskOp[], productId: string, field: TLineField): TDeskOp[] {
  return ops.flatMap((pending) => {
    if (pending.op !== 'set_line' || pending.product_id !== productId || pending[field] === undefined) return [pending];
    const { [field]: _dropped, ...rest } = pending;
    return Object.keys(rest).length > 2 ? [rest as TSetLine] : [];
  });
}

/**
 * The ops that still make sense on a desk holding `lineIds` (conflict rule): edits and removals of
 * a line another staff member removed, and additions of a product they added meanwhile, are
 * dropped, so a save is never refused for what changed underneath it.
 */
export function pruneDeskOps(lineIds: Iterable<string>, ops: readonly TDeskOp[]): TDeskOp[] {
  const present = new Set(lineIds);
  return ops.filter((op) => {
    switch (op.op) {
      case 'set_line':
        return present.has(op.product_id);
      case 'remove_line':
        return present.delete(op.product_id);
      case 'add_line':
        if (present.has(op.product_id)) return false;
        present.add(op.product_id);
        return true;
      default:
        return true;
    }
  });
}
