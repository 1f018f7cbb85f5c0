import { z } from 'zod';
import { err, ok } from '../result/result';
import type { Result } from '../result/result';

// The RFC (Registro Federal de Contribuyentes), Mexico's tax id: 3 letters for a company (persona
// moral) or 4 for a person (persona física), Ñ and & included; the date of incorporation or birth as
// YYMMDD; a 3-character homoclave whose last character (the check digit) is a digit or "A".
// The check digit's arithmetic is not verified: older RFCs issued by SAT do not always satisfy it.
const RFC_PARTS = /^([A-ZÑ&]{3,4})(\d{6})(.{3})$/;
const HOMOCLAVE = /^[A-Z0-9]{2}[0-9A]$/;

export const RFC_MESSAGES = {
  required: 'Escribe el RFC.',
  shape:
    'El RFC debe tener 12 caracteres (empresa) o 13 (persona física): 3 o 4 letras, la fecha AAMMDD y la homoclave, por ejemplo ABC010203XY1.',
  date: 'La fecha del RFC (AAMMDD, después de las letras) no es una fecha válida.',
  homoclave:
    'La homoclave del RFC (los 3 últimos caracteres) no es válida: letras o números, y el último un número o la letra A.',
} as const;

/** The RFC as it is stored and compared: upper case, without spaces or hyphens ("abc-010203 xy1" → "ABC010203XY1"). */
export function normalizeRfc(raw: string): string {
  return raw.trim().toUpperCase().replace(/[\s-]/g, '');
}

/** Whether YYMMDD is a calendar date in 1900–1999 or 2000–2099 (29 February only in a leap year). */
export function isRfcDate(yy: number, mm: number, dd: number): boolean {
  if (mm < 1 || mm > 12 || dd < 1) return false;
  const daysIn = (year: number) => new Date(Date.UTC(year, mm, 0)).getUTCDate();
  return dd <= daysIn(1900 + yy) || dd <= daysIn(2000 + yy);
}

/** What is wrong with an (already normalised) RFC, in Spanish, or undefined when it is valid. */
export function rfcProblem(rfc: string): string | undefined {
  if (rfc.length === 0) return RFC_MESSAGES.required;
  const parts = RFC_PARTS.exec(rfc);
  if (parts === null) return RFC_MESSAGES.shape;
  const [, , date = '', homoclave = ''] = parts;
  return dateProblem(date) ?? (HOMOCLAVE.test(homoclave) ? undefined : RFC_MESSAGES.homoclave);
}

function dateProblem(yymmdd: string): string | undefined {
  const [yy, mm, dd] = [yymmdd.slice(0, 2), yymmdd.slice(2, 4), yymmdd.slice(4, 6)].map(Number) as [
    number,
    number,
    number,
  ];
  return isRfcDate(yy, mm, dd) ? undefined : RFC_MESSAGES.date;
}

/** Whether a typed RFC is valid once normalised. */
export function isValidRfc(raw: string): boolean {
  return rfcProblem(normalizeRfc(raw)) === undefined;
}

/** A typed RFC, normalised, or the Spanish reason it is not valid. */
export function parseRfc(raw: string): Result<string, string> {
  const rfc = normalizeRfc(raw);
  const problem = rfcProblem(rfc);
  return problem === undefined ? ok(rfc) : err(problem);
}

/** An RFC field: typed freely, stored normalised, refused with the Spanish reason. */
export const ZRfc = z
  .string({ error: RFC_MESSAGES.required })
  .transform(normalizeRfc)
  .superRefine((rfc, ctx) => {
    const problem = rfcProblem(rfc);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
  });
