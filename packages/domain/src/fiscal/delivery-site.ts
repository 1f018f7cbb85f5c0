import { z } from 'zod';
import { fieldErrorsOf } from '../errors/field-errors';
import { ZWellFormedText } from '../text/well-formed-text';
import { ZCodigoPostal } from './codigo-postal';
import { MEXICAN_STATE_CODES } from './mexican-states';

// A delivery site (obra) a customer saves once and picks when ordering: where the material goes and
// who receives it. Every field is refused with its own Spanish message; optional texts are stored
// as '' when left empty.

export const DELIVERY_SITE_NAME_MAX_LENGTH = 80;
export const DELIVERY_SITE_NOTES_MAX_LENGTH = 500;

export const DELIVERY_SITE_MESSAGES = {
  name: 'Ponle un nombre a la obra, por ejemplo «Obra Monterrey Centro».',
  nameTooLong: `El nombre de la obra no puede tener más de ${DELIVERY_SITE_NAME_MAX_LENGTH} caracteres.`,
  street: 'Escribe la calle.',
  streetTooLong: 'La calle no puede tener más de 120 caracteres.',
  exteriorNumber: 'Escribe el número exterior; si no tiene, escribe «S/N».',
  exteriorNumberTooLong: 'El número exterior no puede tener más de 20 caracteres.',
  interiorNumberTooLong: 'El número interior no puede tener más de 20 caracteres.',
  colonia: 'Escribe la colonia.',
  coloniaTooLong: 'La colonia no puede tener más de 120 caracteres.',
  municipio: 'Escribe el municipio o la alcaldía.',
  municipioTooLong: 'El municipio no puede tener más de 120 caracteres.',
  estado: 'Elige el estado.',
  receiverName: 'Escribe el nombre de quien recibe el material en la obra.',
  receiverNameTooLong: 'El nombre de quien recibe no puede tener más de 120 caracteres.',
  receiverPhone: 'Escribe el teléfono de quien recibe: 10 dígitos, por ejemplo 81 1234 5678.',
  hoursTooLong: 'El horario de recepción no puede tener más de 120 caracteres.',
  notesTooLong: `Las indicaciones no pueden tener más de ${DELIVERY_SITE_NOTES_MAX_LENGTH} caracteres.`,
  notText: 'Escribe este dato como texto.',
} as const;

/** A required single-line text: trimmed, not empty, at most `max` characters. */
const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).pipe(ZWellFormedText.trim().min(1, { error: required }).max(max, { error: tooLong }));

/** An optional text: trimmed, at most `max` characters, '' when missing. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: DELIVERY_SITE_MESSAGES.notText })
    .pipe(ZWellFormedText.trim().max(max, { error: tooLong }))
    .default('');

/**
 * A Mexican phone number as people type it ("81 1234-5678", "+52 81 1234 5678") in E.164
 * ("+528112345678"), or undefined when it is not ten digits, optionally after +52. Spaces, dashes,
 * dots and brackets are dropped first.
 */
export function parseMexicanPhone(raw: string): string | undefined {
  const digits = /^(?:\+52)?(\d{10})$/.exec(raw.trim().replace(/[\s().-]/g, ''))?.[1];
  return digits === undefined ? undefined : `+52${digits}`;
}

/** A delivery site's fields, as the form sends them and as they are stored. */
export const ZDeliverySite = z.object({
  /** How the customer calls the site, e.g. "Obra Monterrey Centro". */
  name: requiredText(DELIVERY_SITE_MESSAGES.name, DELIVERY_SITE_NAME_MAX_LENGTH, DELIVERY_SITE_MESSAGES.nameTooLong),
  street: requiredText(DELIVERY_SITE_MESSAGES.street, 120, DELIVERY_SITE_MESSAGES.streetTooLong),
  exterior_number: requiredText(
    DELIVERY_SITE_MESSAGES.exteriorNumber,
    20,
    DELIVERY_SITE_MESSAGES.exteriorNumberTooLong,
  ),
  interior_number: optionalText(20, DELIVERY_SITE_MESSAGES.interiorNumberTooLong),
  colonia: requiredText(DELIVERY_SITE_MESSAGES.colonia, 120, DELIVERY_SITE_MESSAGES.coloniaTooLong),
  /** Municipio, or alcaldía in Mexico City. */
  municipio: requiredText(DELIVERY_SITE_MESSAGES.municipio, 120, DELIVERY_SITE_MESSAGES.municipioTooLong),
  /** The state's code (MEXICAN_STATES). */
  estado: z.enum(MEXICAN_STATE_CODES, { error: DELIVERY_SITE_MESSAGES.estado }),
  codigo_postal: ZCodigoPostal,
  receiver_name: requiredText(DELIVERY_SITE_MESSAGES.receiverName, 120, DELIVERY_SITE_MESSAGES.receiverNameTooLong),
  /** Stored in E.164 ("+528112345678"), like every phone of the app. */
  receiver_phone: z.string({ error: DELIVERY_SITE_MESSAGES.receiverPhone }).transform((raw, ctx) => {
    const phone = parseMexicanPhone(raw);
    if (phone !== undefined) return phone;
    ctx.addIssue({ code: 'custom', message: DELIVERY_SITE_MESSAGES.receiverPhone });
    return z.NEVER;
  }),
  /** When the site receives deliveries, e.g. "Lunes a viernes de 8:00 a 17:00". */
  hours: optionalText(120, DELIVERY_SITE_MESSAGES.hoursTooLong),
  /** Anything the driver should know: access, parking, who else may receive. */
  notes: optionalText(DELIVERY_SITE_NOTES_MAX_LENGTH, DELIVERY_SITE_MESSAGES.notesTooLong),
});
export type TDeliverySite = z.infer<typeof ZDeliverySite>;
/** The form's values before validation (the phone as typed, optional texts possibly missing). */
export type TDeliverySiteInput = z.input<typeof ZDeliverySite>;

/** Per-field Spanish messages of an invalid delivery site (the first problem of each field), or none. */
export function deliverySiteFieldErrors(input: unknown): Partial<Record<keyof TDeliverySite, string>> {
  return fieldErrorsOf<keyof TDeliverySite>(ZDeliverySite, input);
}
