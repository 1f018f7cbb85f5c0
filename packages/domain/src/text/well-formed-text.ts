import { z } from 'zod';

// A lone surrogate: a high half not followed by a low half, or a low half with no high half before
// it. JSON lets a client send one ("\ud800"); no UTF-8 encoder can store or send it faithfully.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const ILL_FORMED_TEXT_MESSAGE = 'El texto contiene caracteres no válidos.';

/** Whether a string is well-formed UTF-16 (what String.prototype.isWellFormed answers), so it is real text. */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/**
 * A string that is well-formed text: the base of every text a client sends (names, descriptions,
 * messages, notes), so an ill-formed one is refused as invalid input at the boundary, never stored.
 * Build on it like on z.string(): `ZWellFormedText.trim().min(1).max(80)`.
 */
export const ZWellFormedText = z.string().refine(isWellFormedText, { error: ILL_FORMED_TEXT_MESSAGE });
