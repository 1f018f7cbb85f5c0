import { newQuoteDesk, type TCartLine, type TDeskLine, type TDeskOp, type TQuoteDesk } from '@voltia/domain';

/** What the desk shows: the saved desk with the edits not saved yet laid over it. */
export type TDeskView = Pick<TQuoteDesk, 'lines' | 'valid_until_day' | 'terms' | 'internal_notes'>;

/** A product staff picked to add, as the line shows it until the saved desk has it. */
export type TAddedProduct = Pick<TCartLine, 'product_id' | 'sku' | 'sku_description' | 'brand'>;

/**
 * The desk staff work on: the saved one, or, for a quote that never had one, the customer's lines
 * unpriced with no validity chosen and the default terms (what the first save creates on the server).
 */
export function deskBase(desk: TQuoteDesk | null, requestLines: readonly TCartLine[], now: Date): TDeskView {
  return desk ?? newQuoteDesk(requestLines, now);
}

/**
 * The desk after `ops`, applied the way the quotes function applies them. The conflict rule lives
 * here: whatever the live desk says, a field with an unsaved edit shows the edit, and every other
 * field shows the live value. Ops that no longer fit (a line someone removed) change nothing.
 */
export function deskView(base: TDeskView, ops: readonly TDeskOp[], added: Readonly<Record<string, TAddedProduct>>): TDeskView {
  let lines: TDeskLine[] = [...base.lines];
  let { valid_until_day, terms, internal_notes } = base;
  for (const op of ops) {
    switch (op.op) {
      case 'set_line': {
        const { op: _op, product_id, ...fields } = op;
        lines = lines.map((line) => (line.product_id === product_id ? { ...line, ...fields } : line));
        break;
      }
      case 'add_line': {
        const product = added[op.product_id];
        if (product === undefined || lines.some((line) => line.product_id === op.product_id)) break;
        lines.push({ ...product, quantity: op.quantity, unit_price_cents: null, discount_bp: 0, delivery_days: null, origin: 'added', requested_quantity: null });
        break;
      }
      case 'remove_line':
        lines = lines.filter((line) => line.product_id !== op.product_id);
        break;
      case 'set_validity':
        valid_until_day = op.valid_until_day;
        break;
      case 'set_terms':
        terms = op.terms;
        break;
      case 'set_notes':
        internal_notes = op.internal_notes;
        break;
    }
  }
  return { lines, valid_until_day, terms, internal_notes };
}

/** Whether the desk already holds what `op` asked for (the live desk caught up with a save). */
export function isOpReflected(desk: TDeskView, op: TDeskOp): boolean {
  switch (op.op) {
    case 'set_line': {
      const line = desk.lines.find((candidate) => candidate.product_id === op.product_id);
      if (line === undefined) return true;
      const { op: _op, product_id: _id, ...fields } = op;
      return Object.entries(fields).every(([key, value]) => line[key as keyof typeof fields] === value);
    }
    case 'add_line':
      return desk.lines.some((line) => line.product_id === op.product_id);
    case 'remove_line':
      return !desk.lines.some((line) => line.product_id === op.product_id);
    case 'set_validity':
      return desk.valid_until_day === op.valid_until_day;
    // The function trims texts before storing them.
    case 'set_terms':
      return desk.terms === op.terms.trim();
    case 'set_notes':
      return desk.internal_notes === op.internal_notes.trim();
  }
}
