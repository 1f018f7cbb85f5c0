// What a free-text field refuses (docs/decisions/011), because it is not text a person reads:
//
// - A lone surrogate: a high half not followed by a low half, or a low half with no high half before
//   it. JSON lets a client send one ("\ud800"); no UTF-8 encoder can store or send it faithfully.
// - Control characters: C0 (NUL, ESC, …) but tab, line feed and carriage return, DEL and C1
//   (U+0080–U+009F, NEL included). An ESC sequence rewrites a terminal or a log viewer; the others
//   vanish or turn into boxes in an email or a PDF. Tab and line breaks stay: notes, messages and
//   terms are written in lines, and single-line fields were never told apart by this rule.
// - Bidirectional formatting that reorders what is shown: the embeddings and overrides
//   U+202A–U+202E, the isolates U+2066–U+2069, and the right-to-left marks U+200F (RLM) and U+061C
//   (ALM), which in Spanish text can already swap numbers ("1 500 2 000"). An email shows
//   "\u202Eanaam" as "maana". U+200E (LRM) stays: in left-to-right text it reorders nothing, and
//   Windows puts it in dates and numbers people copy.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex -- control characters are what this rule finds
const DISGUISING = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200F\u202A-\u202E\u2066-\u2069]/;
const DISGUISING_ALL = new RegExp(DISGUISING.source, 'g');
const LONE_SURROGATE_ALL = new RegExp(LONE_SURROGATE.source, 'g');

export const ILL_FORMED_TEXT_MESSAGE = 'El texto contiene caracteres no válidos.';

/** The params of the issue ZWellFormedText raises, so a refusal can say what was wrong (invalidInputCode). */
export const ILL_FORMED_TEXT_PARAMS = { reason: 'ill-formed-text' } as const;

/** Whether a string is text a person reads: well-formed UTF-16, no control character but tab and line breaks, no bidirectional override. */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value) && !DISGUISING.test(value);
}

/**
 * A text nobody typed in our forms (a name an identity provider sends) made well-formed: the
 * characters isWellFormedText refuses are dropped, a lone surrogate becomes U+FFFD. What a person
 * types is refused instead, so they see the message and fix it.
 */
export function toWellFormedText(value: string): string {
  return value.replace(LONE_SURROGATE_ALL, '\uFFFD').replace(DISGUISING_ALL, '');
}
