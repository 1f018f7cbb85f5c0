import { z } from 'zod';

// A Mexican código postal: exactly five digits (cfdv40.xsd, DomicilioFiscalReceptor: [0-9]{5}).
// Whether the code exists (SAT's c_CodigoPostal, some 32 000 rows) is not checked here.

export const CODIGO_POSTAL_MESSAGE = 'El código postal debe tener 5 dígitos, por ejemplo 64000.';

/** Whether a text is a código postal: exactly five digits. */
export function isCodigoPostal(value: string): boolean {
  return /^\d{5}$/.test(value);
}

/** A código postal field: surrounding spaces dropped, then exactly five digits. */
export const ZCodigoPostal = z
  .string({ error: CODIGO_POSTAL_MESSAGE })
  .trim()
  .refine(isCodigoPostal, { error: CODIGO_POSTAL_MESSAGE });
