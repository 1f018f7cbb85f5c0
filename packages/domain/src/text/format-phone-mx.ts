// Phone numbers as people read them. Zod-free (it is in the browser entry too): the parsing that
// decides what a phone number IS lives in auth/phone-number.ts (ZPhoneNumber, E.164); this file
// only decides how one LOOKS.

/** Mexico's two-digit area codes (Mexico City, Guadalajara, Monterrey); every other area code has three digits. */
const TWO_DIGIT_AREA_CODES = new Set(['55', '56', '33', '81']);

/** What people type around the digits: spaces, brackets, dots and dashes. */
const SEPARATORS = /[\s().-]/g;

/**
 * The ten-digit national number of a Mexican phone written as E.164 (+52…), with the old mobile
 * "1" after +52 (dropped by the 2019 dialling reform), or as the bare ten national digits.
 * null for anything else.
 */
function mexicanNationalNumber(compact: string): string | null {
  const match = /^(?:\+52(?:1(?=\d{10}$))?)?(\d{10})$/.exec(compact);
  return match?.[1] ?? null;
}

/**
 * A phone number in its display form: Mexican numbers as "+52 81 8123 4567" (two-digit area codes)
 * or "+52 477 123 4567" (three-digit ones); any other E.164 number compact ("+14155552671"); text
 * that is not a phone number comes back trimmed, as it was typed, rather than mangled.
 */
export function formatPhoneMx(raw: string): string {
  const trimmed = raw.trim();
  const compact = trimmed.replace(SEPARATORS, '');
  const national = mexicanNationalNumber(compact);
  if (national !== null) {
    const areaLength = TWO_DIGIT_AREA_CODES.has(national.slice(0, 2)) ? 2 : 3;
    const area = national.slice(0, areaLength);
    const rest = national.slice(areaLength);
    const split = rest.length - 4;
    return `+52 ${area} ${rest.slice(0, split)} ${rest.slice(split)}`;
  }
  if (/^\+[1-9]\d{6,14}$/.test(compact)) return compact;
  return trimmed;
}

/**
 * The `tel:` link for a phone number (RFC 3966, global form): "tel:+528181234567". null when the text
 * is not a dialable number, so a page shows it as plain text rather than a link that cannot call.
 */
export function phoneTelHref(raw: string): string | null {
  const compact = raw.trim().replace(SEPARATORS, '');
  const national = mexicanNationalNumber(compact);
  if (national !== null) return `tel:+52${national}`;
  return /^\+[1-9]\d{6,14}$/.test(compact) ? `tel:${compact}` : null;
}
