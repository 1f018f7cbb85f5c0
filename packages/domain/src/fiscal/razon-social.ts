import { z } from 'zod';
import { ZWellFormedText } from '../text/well-formed-text';

// The receiver's name on a CFDI 4.0 invoice (Receptor/@Nombre) must match what SAT has on file:
// the name, or the denominación o razón social, exactly as the Constancia de Situación Fiscal shows
// it, which is upper case and leaves out the régimen de capital ("SA DE CV" is shown on its own line).
// The CFDI 4.0 schema allows 1 to 300 characters and no vertical bar (the cadena original uses it).

/** The longest razón social a CFDI 4.0 accepts (cfdv40.xsd, Receptor/@Nombre). */
export const RAZON_SOCIAL_MAX_LENGTH = 300;

export const RAZON_SOCIAL_MESSAGES = {
  required: 'Escribe el nombre o la razón social tal como aparece en tu Constancia de Situación Fiscal.',
  tooLong: `La razón social no puede tener más de ${RAZON_SOCIAL_MAX_LENGTH} caracteres.`,
  verticalBar: 'La razón social no puede llevar la barra vertical «|».',
} as const;

/**
 * The form's message for a razón social typed with its régimen de capital, showing what to write
 * instead: «…sin el régimen de capital («S.A. DE C.V.»)…: «MATERIALES ELECTRICOS DEL NORTE».»
 */
export function regimenCapitalMessage(regimenCapital: string, withoutIt: string): string {
  return `Escribe la razón social sin el régimen de capital («${regimenCapital}»), como aparece en tu Constancia de Situación Fiscal: «${withoutIt}».`;
}

// Régimenes de capital as written at the end of a name, compared with their dots, spaces and
// accents removed, so "S.A. DE C.V.", "S. A. de C. V." and "SA DE CV" are all "SADECV".
const REGIMENES_DE_CAPITAL = new Set([
  // Sociedad anónima (bursátil, promotora de inversión), de capital variable or not.
  'SA',
  'SADECV',
  'SAB',
  'SABDECV',
  'SAPI',
  'SAPIDECV',
  'SAPIB',
  'SAPIBDECV',
  'SOCIEDADANONIMA',
  'SOCIEDADANONIMADECAPITALVARIABLE',
  'SOCIEDADANONIMABURSATILDECAPITALVARIABLE',
  'SOCIEDADANONIMAPROMOTORADEINVERSION',
  'SOCIEDADANONIMAPROMOTORADEINVERSIONDECAPITALVARIABLE',
  // Sociedad de responsabilidad limitada.
  'SDERL',
  'SDERLDECV',
  'SRL',
  'SRLDECV',
  'SOCIEDADDERESPONSABILIDADLIMITADA',
  'SOCIEDADDERESPONSABILIDADLIMITADADECAPITALVARIABLE',
  // Sociedad por acciones simplificada.
  'SAS',
  'SASDECV',
  'SOCIEDADPORACCIONESSIMPLIFICADA',
  'SOCIEDADPORACCIONESSIMPLIFICADADECAPITALVARIABLE',
  // Sociedad civil, asociación civil, and their variants.
  'SC',
  'SCDERL',
  'SCDERLDECV',
  'SCP',
  'SOCIEDADCIVIL',
  'AC',
  'ASOCIACIONCIVIL',
  'IAP',
  'ABP',
  // Sociedad cooperativa, de producción rural, nacional de crédito, en comandita.
  'SCL',
  'SCDECV',
  'SPR',
  'SPRDERL',
  'SPRDERI',
  'SPRDERLDECV',
  'SENC',
  'SENCPORA',
  'SENCS',
  'SENNC',
  'SNC',
  'SCDERS',
  'SOCIEDADCOOPERATIVA',
  'SOCIEDADCOOPERATIVADERESPONSABILIDADLIMITADA',
  'SOCIEDADCOOPERATIVADERESPONSABILIDADSUPLEMENTADA',
  'SOCIEDADENCOMANDITASIMPLE',
  'SOCIEDADENCOMANDITAPORACCIONES',
  'SOCIEDADENNOMBRECOLECTIVO',
  // Asociación rural de interés colectivo.
  'ARIC',
  // Sociedad financiera de objeto múltiple, entidad no regulada or regulada, after its sociedad anónima.
  'SOFOMENR',
  'SOFOMER',
  'SADECVSOFOMENR',
  'SADECVSOFOMER',
  'SAPIDECVSOFOMENR',
  'SAPIDECVSOFOMER',
]);

// How many words at the end of a name are tried: the longest régimen above has 8 written out
// ("SOCIEDAD ANONIMA PROMOTORA DE INVERSION DE CAPITAL VARIABLE") and 9 spelt letter by letter
// ("S. P. R. DE R. L. DE C. V.").
const MAX_REGIMEN_WORDS = 10;

/** A razón social as it is stored and compared: upper case, trimmed, single spaces. */
export function normalizeRazonSocial(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').toUpperCase();
}

function compact(words: string): string {
  return words
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s.,]/g, '');
}

/**
 * Whether a name is "PUBLICO EN GENERAL", whatever its accents, case, spacing and dots: the Nombre
 * of a factura global (the period's sales to the public), never a buyer's own.
 */
export function isFacturaGlobalName(raw: string): boolean {
  return compact(normalizeRazonSocial(raw)) === 'PUBLICOENGENERAL';
}

export type TRazonSocialSplit = {
  /** The name without the régimen de capital (the whole name when it has none). */
  readonly name: string;
  /** The régimen de capital as typed at the end of the name ("S.A. DE C.V."), or null when there is none. */
  readonly regimen_capital: string | null;
};

/**
 * Whether a typed name ends with a régimen de capital, and the name without it:
 * "Materiales Eléctricos del Norte, S.A. de C.V." → name "MATERIALES ELÉCTRICOS DEL NORTE",
 * regimen_capital "S.A. DE C.V.". A name that is nothing but a régimen is left as it is.
 */
export function splitRegimenCapital(raw: string): TRazonSocialSplit {
  const name = normalizeRazonSocial(raw);
  const starts = [...name.matchAll(/[^\s,]+/g)].map((word) => word.index as number);
  for (let words = Math.min(MAX_REGIMEN_WORDS, starts.length - 1); words >= 1; words -= 1) {
    const start = starts[starts.length - words] as number;
    const tail = name.slice(start);
    if (REGIMENES_DE_CAPITAL.has(compact(tail))) {
      return { name: name.slice(0, start).replace(/[\s,]+$/, ''), regimen_capital: tail };
    }
  }
  return { name, regimen_capital: null };
}

/**
 * A razón social field: trimmed, single-spaced, upper case; refused, with its Spanish message, when
 * empty, too long or with a vertical bar. The régimen de capital is checked by ZFiscalData, which
 * knows from the RFC whether the name is a company's.
 */
export const ZRazonSocial = z
  .string({ error: RAZON_SOCIAL_MESSAGES.required })
  .transform(normalizeRazonSocial)
  .pipe(
    ZWellFormedText.min(1, { error: RAZON_SOCIAL_MESSAGES.required })
      .max(RAZON_SOCIAL_MAX_LENGTH, { error: RAZON_SOCIAL_MESSAGES.tooLong })
      .refine((name) => !name.includes('|'), { error: RAZON_SOCIAL_MESSAGES.verticalBar }),
  );
