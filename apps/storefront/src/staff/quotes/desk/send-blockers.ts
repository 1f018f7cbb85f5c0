import { getErrorEntry } from '@voltia/domain';
import { isValidityAhead } from './desk-validity';

export type TSendCheck = {
  /** Lines without a price. */
  readonly unpriced: number;
  readonly validUntilDay: string | null;
  /** Edits the server does not have yet (waiting, travelling or failed). */
  readonly unsaved: boolean;
  /** Fields showing a value that cannot be saved. */
  readonly invalidFields: number;
  readonly lines: number;
  readonly now: Date;
};

/** "Falta 1 precio", "Faltan 3 precios". */
export function missingPricesText(unpriced: number): string {
  return unpriced === 1 ? 'Falta 1 precio' : `Faltan ${unpriced} precios`;
}

/**
 * Why "Enviar cotización" cannot be used yet, in Spanish, so the rep reads it before clicking
 * (the quotes function checks the same: prices on every line, a validity day after today).
 */
export function sendBlockers(check: TSendCheck): string[] {
  const reasons: string[] = [];
  if (check.lines === 0) reasons.push(getErrorEntry('quote/empty').message);
  if (check.unpriced > 0) reasons.push(`${missingPricesText(check.unpriced)}: todos los productos deben tener precio.`);
  if (check.validUntilDay === null) reasons.push('Elige la fecha de vigencia.');
  else if (!isValidityAhead(check.validUntilDay, check.now)) reasons.push(getErrorEntry('quote/invalid-validity').message);
  if (check.invalidFields > 0) reasons.push(check.invalidFields === 1 ? 'Corrige el campo marcado en rojo.' : `Corrige los ${check.invalidFields} campos marcados en rojo.`);
  if (check.unsaved) reasons.push('Espera a que se guarden tus cambios.');
  return reasons;
}
