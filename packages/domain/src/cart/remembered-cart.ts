// What the browser last saw of a cart: a returning visitor's badge and cart page show it
// at first paint, marked as not yet confirmed, while the Firebase SDK waits for the person to act.
// Zod-free, so the pages' initial JavaScript can read it.
import type { TCartLine } from './cart-line';
import { isLineQuantity } from './line-quantity';
import { STORAGE_KEYS } from '../constants/storage-keys';
import { parseJsonRecord } from '../text/json-record';

export interface TRememberedCart {
  readonly quoteId: string;
  readonly alias: string;
  readonly lines: readonly TCartLine[];
}

/** More lines than any cart holds in practice: a larger value is not ours, and is ignored. */
export const REMEMBERED_CART_MAX_LINES = 500;
const LINE_TEXT_FIELDS = ['sku', 'product_id', 'sku_description', 'brand'] as const;

export function rememberCart(cart: TRememberedCart): string {
  return JSON.stringify({ quoteId: cart.quoteId, alias: cart.alias, lines: cart.lines.map(pickLine) });
}

function pickLine(line: TCartLine): TCartLine {
  return {
    sku: line.sku,
    product_id: line.product_id,
    sku_description: line.sku_description,
    brand: line.brand,
    quantity: line.quantity,
  };
}

function isLine(value: unknown): value is TCartLine {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    LINE_TEXT_FIELDS.every((key) => typeof record[key] === 'string') &&
    record.product_id !== '' &&
    isLineQuantity(record.quantity)
  );
}

/**
 * The remembered cart, if `raw` holds one for `quoteId` (the cart the browser holds now); null for
 * another cart, no cart, or anything malformed: then the page waits for the live cart instead.
 */
export function recallCart(raw: string | null, quoteId: string | null): TRememberedCart | null {
  if (!quoteId) return null;
  const record = parseJsonRecord(raw);
  if (record === null) return null;
  if (record.quoteId !== quoteId || typeof record.alias !== 'string' || !Array.isArray(record.lines)) return null;
  const lines: unknown[] = record.lines;
  if (lines.length > REMEMBERED_CART_MAX_LINES || !lines.every(isLine)) return null;
  const ids = new Set(lines.map((line) => line.product_id));
  if (ids.size !== lines.length) return null;
  return { quoteId, alias: record.alias, lines: lines.map(pickLine) };
}

/**
 * A visitor who may have a Firebase session in this browser: one holding a cart (an anonymous or a
 * customer session owns it) or a signed-in customer (the cached `user` in browser storage). Anyone else is a
 * first-time visitor, whose pages run no Firebase SDK until they reach for a cart or sign-in control.
 */
export function mayHaveSession(storage: { getItem(key: string): string | null }): boolean {
  return Object.values(STORAGE_KEYS).some((key) => storage.getItem(key) !== null);
}
