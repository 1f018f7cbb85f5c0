import { z } from 'zod';
import { RFC_MESSAGES, normalizeRfc, rfcProblem } from '../supplier/rfc';
import type { TPersonaType } from './sat-catalogues';

// The RFC a CFDI 4.0 invoice is issued to. On top of the shape rfcProblem checks (supplier/rfc), an
// invoice RFC must carry the right check digit, the last character of the homoclave: SAT's mod-11
// over the first 12 characters (a company's 11 are padded with a leading space), each character
// valued by the table SAT published with the RFC algorithm (0–9 → 0–9, A–N → 10–23, & → 24,
// O–Z → 25–36, space → 37, Ñ → 38). 11 − (sum mod 11) is the digit; 10 is written "A" and 11 "0".
// Checked against phpcfdi/rfc (CheckSum) and python-stdnum (stdnum.mx.rfc), and their published
// examples, among them SAT's own RFC SAT970701NN3 (see invoice-rfc.test.ts).
// Both libraries warn that a small share of RFCs SAT issued long ago do not satisfy the check digit
// (stdnum estimates 1.5 %); such a customer is refused here and has to be helped by staff.
const CHECK_DIGIT_VALUES = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/** SAT's generic RFC for a sale to the general public (público en general): régimen 616, uso S01. */
export const RFC_PUBLICO_EN_GENERAL = 'XAXX010101000';
/** SAT's generic RFC for a foreign customer without a Mexican RFC (residente en el extranjero). */
export const RFC_EXTRANJERO = 'XEXX010101000';

export const INVOICE_RFC_MESSAGES = {
  checkDigit:
    'El RFC no es válido: el último carácter (dígito verificador) no corresponde a los demás. Cópialo tal como aparece en tu Constancia de Situación Fiscal.',
  foreign:
    'Para facturar a un cliente en el extranjero (RFC XEXX010101000) hacen falta su país y su número de registro fiscal: escríbenos y te ayudamos con la factura.',
} as const;

/** Whether an (already normalised) RFC is one of SAT's two generic RFCs. */
export function isGenericRfc(rfc: string): boolean {
  return rfc === RFC_PUBLICO_EN_GENERAL || rfc === RFC_EXTRANJERO;
}

/**
 * Whether an (already normalised) RFC belongs to a persona moral (12 characters: 3 letters) or a
 * persona física (13: 4 letters); undefined for any other length. The generic RFCs are 13 long and
 * so count as física, which is what SAT's catalogues expect of them (régimen 616 is física only).
 */
export function personaTypeOfRfc(rfc: string): TPersonaType | undefined {
  if (rfc.length === 12) return 'moral';
  if (rfc.length === 13) return 'fisica';
  return undefined;
}

/**
 * The check digit SAT computes for an (already normalised, well-shaped) RFC from its characters but
 * the last: "0"–"9" or "A".
 */
export function rfcCheckDigit(rfc: string): string {
  const body = rfc.slice(0, -1).padStart(12, ' ');
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) sum += CHECK_DIGIT_VALUES.indexOf(body.charAt(i)) * (13 - i);
  const digit = 11 - (sum % 11);
  if (digit === 11) return '0';
  if (digit === 10) return 'A';
  return String(digit);
}

/**
 * What is wrong with an (already normalised) RFC for an invoice, in Spanish, or undefined when it is
 * fine: its shape (rfcProblem), then its check digit. The generic RFCs are SAT's fixed values, whose
 * check digit is not verified; the foreign one (XEXX010101000) is refused, because invoicing a
 * foreign customer needs their country and tax id, which the fiscal data form does not ask for.
 */
export function invoiceRfcProblem(rfc: string): string | undefined {
  const shape = rfcProblem(rfc);
  if (shape !== undefined) return shape;
  if (rfc === RFC_EXTRANJERO) return INVOICE_RFC_MESSAGES.foreign;
  if (isGenericRfc(rfc)) return undefined;
  return rfc.slice(-1) === rfcCheckDigit(rfc) ? undefined : INVOICE_RFC_MESSAGES.checkDigit;
}

/** An RFC field of fiscal data: typed freely, stored normalised, refused with the Spanish reason. */
export const ZInvoiceRfc = z
  .string({ error: RFC_MESSAGES.required })
  .transform(normalizeRfc)
  .superRefine((rfc, ctx) => {
    const problem = invoiceRfcProblem(rfc);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
  });
