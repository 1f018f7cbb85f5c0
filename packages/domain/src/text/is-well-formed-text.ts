// A lone surrogate: a high half not followed by a low half, or a low half with no high half before
// it. JSON lets a client send one ("\ud800"); no UTF-8 encoder can store or send it faithfully.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const ILL_FORMED_TEXT_MESSAGE = 'El texto contiene caracteres no válidos.';

/** Whether a string is well-formed UTF-16 (what String.prototype.isWellFormed answers), so it is real text. */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}
