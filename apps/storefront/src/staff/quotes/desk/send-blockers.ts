import { getErrorEntry, type TErrorCode } from '@voltia/domain';
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
  /** The discount approval's state for this sender (null or absent: nothing to wait for). */
  readonly approval?: TSendApproval | null;
};

/** Why the discount approval blocks this sender: none yet, one a later change outgrew, or the sender gave it. */
export type TSendApproval = 'missing' | 'stale' | 'self';

const APPROVAL_BLOCKERS: Readonly<Record<TSendApproval, TErrorCode>> = {
  missing: 'quote/discount-approval-required',
  stale: 'quote/discount-approval-stale',
  self: 'quote/discount-approval-self',
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
  else if (!isValidityAhead(check.validUntilDay, check.now))
    reasons.push(getErrorEntry('quote/invalid-validity').message);
  if (check.approval !== undefined && check.approval !== null)
    reasons.push(getErrorEntry(APPROVAL_BLOCKERS[check.approval]).message);
  if (check.invalidFields > 0)
    reasons.push(
      check.invalidFields === 1
        ? 'Corrige el campo marcado en rojo.'
        : `Corrige los ${check.invalidFields} campos marcados en rojo.`,
    );
  if (check.unsaved) reasons.push('Espera a que se guarden tus cambios.');
  return reasons;
}
