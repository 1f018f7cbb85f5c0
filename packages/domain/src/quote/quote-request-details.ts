import { z } from 'zod';
import { ZWellFormedText } from '../text/well-formed-text';
import { ZEmail } from '../auth/registration';
import { ZPhoneNumber } from '../auth/phone-number';

export const QUOTE_NOTES_MAX_LENGTH = 1000;

const ZLine = (label: string, max: number) =>
  ZWellFormedText.trim()
    .transform((value) => value.replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(1, { error: `Escribe ${label}.` })
        .max(max, { error: `Este dato no puede tener más de ${max} caracteres.` }),
    );

/**
 * A tax id as companies write it (RFC "ABC-010203-XY1", CUIT "30-12345678-9", NIT, RUT): letters,
 * digits and separators. Stored upper-case without spaces so staff can search it.
 */
export const ZTaxId = z
  .string()
  .trim()
  .toUpperCase()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z.string().regex(/^[A-ZÑ&0-9][A-ZÑ&0-9./-]{4,19}$/u, {
      error: 'Escribe la identificación fiscal (RFC, NIT, CUIT…) sin espacios: de 5 a 20 letras y números.',
    }),
  );

/**
 * What the customer confirms when asking for prices: who to contact, the
 * company and its tax id to invoice, where to deliver, and free notes.
 */
export const ZQuoteRequestDetails = z.object({
  contact_name: ZLine('el nombre de contacto', 120),
  email: ZEmail,
  phone: ZPhoneNumber,
  company: ZLine('la razón social o empresa', 120),
  tax_id: ZTaxId,
  delivery_city: ZLine('la ciudad de entrega', 80),
  notes: ZWellFormedText.trim()
    .max(QUOTE_NOTES_MAX_LENGTH, { error: `Las notas no pueden tener más de ${QUOTE_NOTES_MAX_LENGTH} caracteres.` })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null),
});
export type TQuoteRequestDetails = z.infer<typeof ZQuoteRequestDetails>;
export type TQuoteRequestDetailsInput = z.input<typeof ZQuoteRequestDetails>;
