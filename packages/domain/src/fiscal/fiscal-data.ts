import { z } from 'zod';
import { fieldErrorsOf } from '../errors/field-errors';
import { ZEmail } from '../auth/registration';
import { normalizeRfc } from '../supplier/rfc';
import { ZCodigoPostal } from './codigo-postal';
import {
  RFC_EXTRANJERO,
  RFC_PUBLICO_EN_GENERAL,
  ZInvoiceRfc,
  invoiceRfcProblem,
  personaTypeOfRfc,
} from './invoice-rfc';
import { ZRazonSocial, isFacturaGlobalName, regimenCapitalMessage, splitRegimenCapital } from './razon-social';
import {
  REGIMENES_FISCALES,
  REGIMEN_FISCAL_KEYS,
  USOS_CFDI,
  USOS_NOT_FOR_SALES_INVOICES,
  USO_CFDI_KEYS,
  appliesTo,
  catalogueLabel,
  isUsoAllowed,
  regimenFiscal,
  usoCfdi,
} from './sat-catalogues';
import type { TPersonaType, TRegimenFiscal, TUsoCfdi, TUsoCfdiKey } from './sat-catalogues';

// A customer's "datos de facturación", saved once and used for every CFDI 4.0 invoice: the fields
// of the invoice's Receptor node plus where to send it. Each rule puts its Spanish message on the
// field to fix:
// - rfc: shape and check digit (invoiceRfcProblem); SAT's foreign generic RFC is refused.
// - razon_social: upper case, and for a company (12-character RFC) without the régimen de capital.
// - regimen_fiscal: a c_RegimenFiscal key that applies to the RFC's person type.
// - uso_cfdi: a c_UsoCFDI key allowed for that régimen and person type, and usable on a sales
//   invoice (not CP01 or CN01).
// - público en general (XAXX010101000): régimen 616 and uso S01 only, as SAT's guía de llenado asks,
//   and the buyer's own name: "PUBLICO EN GENERAL" as the Nombre marks a factura global (the
//   period's sales to the public, with its InformacionGlobal node), which is not an order's invoice.
//   Its código postal is kept as typed; SAT wants the issuer's own (LugarExpedicion) on such an
//   invoice, which the invoicing step, not this data, knows.

const PERSONAS: Readonly<Record<TPersonaType, string>> = { fisica: 'personas físicas', moral: 'personas morales' };

export const FISCAL_DATA_MESSAGES = {
  regimen: 'Elige el régimen fiscal que aparece en tu Constancia de Situación Fiscal.',
  uso: 'Elige el uso que le darás a las facturas (uso del CFDI).',
  emailRequired: 'Escribe el correo electrónico al que enviaremos las facturas.',
  publicoEnGeneralRegimen:
    'Con el RFC genérico XAXX010101000 (público en general) el régimen fiscal es 616 Sin obligaciones fiscales.',
  publicoEnGeneralUso:
    'Con el RFC genérico XAXX010101000 (público en general) el uso del CFDI es S01 Sin efectos fiscales.',
  publicoEnGeneralNombre:
    'Con el RFC genérico XAXX010101000 escribe tu nombre: «PUBLICO EN GENERAL» es solo para la factura global de las ventas al público, no para una factura a tu nombre.',
  usoNotForSales: 'CP01 Pagos y CN01 Nómina no se usan en facturas de venta: elige otro uso del CFDI.',
} as const;

/** Each field's name as the profile's form shows it, for messages that name a field to fix. */
export const FISCAL_DATA_FIELD_LABELS = {
  rfc: 'RFC',
  razon_social: 'Razón social o nombre',
  regimen_fiscal: 'Régimen fiscal',
  codigo_postal: 'Código postal del domicilio fiscal',
  uso_cfdi: 'Uso del CFDI',
  invoice_email: 'Correo para recibir las facturas',
} as const satisfies Readonly<Record<string, string>>;

/** The message for a régimen that does not apply to the RFC's person type. */
export function regimenPersonaMessage(regimen: TRegimenFiscal, persona: TPersonaType): string {
  const rfc = persona === 'fisica' ? 'persona física (13 caracteres)' : 'persona moral (12 caracteres)';
  return `El régimen ${catalogueLabel(regimen)} no es para ${PERSONAS[persona]}: tu RFC es de ${rfc}.`;
}

/** The message for a uso that SAT's catalogue does not allow for this person type or régimen. */
export function usoNotAllowedMessage(uso: TUsoCfdi, regimen: TRegimenFiscal, persona: TPersonaType): string {
  return appliesTo(uso, persona)
    ? `El uso ${catalogueLabel(uso)} no se permite con el régimen ${catalogueLabel(regimen)}.`
    : `El uso ${catalogueLabel(uso)} no es para ${PERSONAS[persona]}.`;
}

/** The régimen options for an RFC as typed: those of its person type, only 616 for público en general, none until it has 12 or 13 characters. */
export function regimenesFor(rfc: string): readonly TRegimenFiscal[] {
  const normalized = normalizeRfc(rfc);
  if (normalized === RFC_PUBLICO_EN_GENERAL) return REGIMENES_FISCALES.filter((regimen) => regimen.key === '616');
  const persona = personaTypeOfRfc(normalized);
  if (persona === undefined || normalized === RFC_EXTRANJERO) return [];
  return REGIMENES_FISCALES.filter((regimen) => appliesTo(regimen, persona));
}

/** The uso options for a régimen and an RFC as typed: what c_UsoCFDI allows on a sales invoice; none when the régimen is not an option for the RFC. */
export function usosFor(regimen: string, rfc: string): readonly TUsoCfdi[] {
  const normalized = normalizeRfc(rfc);
  const chosen = regimenesFor(normalized).find((option) => option.key === regimen);
  if (chosen === undefined) return [];
  if (normalized === RFC_PUBLICO_EN_GENERAL) return USOS_CFDI.filter((uso) => uso.key === 'S01');
  // regimenesFor offers régimenes only for an RFC of 12 or 13 characters, so the type is known.
  const persona = personaTypeOfRfc(normalized) as TPersonaType;
  return USOS_CFDI.filter((uso) => isSalesUso(uso.key) && isUsoAllowed(uso, chosen.key, persona));
}

function isSalesUso(key: TUsoCfdiKey): boolean {
  return !(USOS_NOT_FOR_SALES_INVOICES as readonly TUsoCfdiKey[]).includes(key);
}

type TCrossFieldProblems = Partial<Record<'razon_social' | 'regimen_fiscal' | 'uso_cfdi', string>>;

/**
 * The rules between fields of fiscal data (normalised values), each message under its field; empty
 * when they hold or cannot be judged yet (an invalid RFC, an unknown régimen: those fields carry
 * their own message).
 */
export function fiscalDataCrossFieldProblems(data: {
  readonly rfc: string;
  readonly razon_social: string;
  readonly regimen_fiscal: string;
  readonly uso_cfdi: string;
}): TCrossFieldProblems {
  if (invoiceRfcProblem(data.rfc) !== undefined) return {};
  // A valid RFC has 12 or 13 characters, so its person type is known.
  const persona = personaTypeOfRfc(data.rfc) as TPersonaType;
  const problems: TCrossFieldProblems = {};
  const split = splitRegimenCapital(data.razon_social);
  if (persona === 'moral' && split.regimen_capital !== null) {
    problems.razon_social = regimenCapitalMessage(split.regimen_capital, split.name);
  }
  const regimen = regimenFiscal(data.regimen_fiscal);
  const uso = usoCfdi(data.uso_cfdi);
  if (data.rfc === RFC_PUBLICO_EN_GENERAL) {
    if (regimen !== undefined && regimen.key !== '616')
      problems.regimen_fiscal = FISCAL_DATA_MESSAGES.publicoEnGeneralRegimen;
    if (uso !== undefined && uso.key !== 'S01') problems.uso_cfdi = FISCAL_DATA_MESSAGES.publicoEnGeneralUso;
    if (isFacturaGlobalName(data.razon_social)) problems.razon_social = FISCAL_DATA_MESSAGES.publicoEnGeneralNombre;
    return problems;
  }
  if (regimen === undefined) return problems;
  if (!appliesTo(regimen, persona)) {
    problems.regimen_fiscal = regimenPersonaMessage(regimen, persona);
    return problems;
  }
  if (uso === undefined) return problems;
  if (!isSalesUso(uso.key)) problems.uso_cfdi = FISCAL_DATA_MESSAGES.usoNotForSales;
  else if (!isUsoAllowed(uso, regimen.key, persona)) problems.uso_cfdi = usoNotAllowedMessage(uso, regimen, persona);
  return problems;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A customer's fiscal data (datos de facturación), each rule's Spanish message on its own field. */
export const ZFiscalData = z
  .object({
    rfc: ZInvoiceRfc,
    razon_social: ZRazonSocial,
    regimen_fiscal: z.enum(REGIMEN_FISCAL_KEYS, { error: FISCAL_DATA_MESSAGES.regimen }),
    codigo_postal: ZCodigoPostal,
    uso_cfdi: z.enum(USO_CFDI_KEYS, { error: FISCAL_DATA_MESSAGES.uso }),
    invoice_email: z
      .string({ error: FISCAL_DATA_MESSAGES.emailRequired })
      .trim()
      .min(1, { error: FISCAL_DATA_MESSAGES.emailRequired })
      .pipe(ZEmail),
  })
  .superRefine(
    (data, ctx) => {
      // Runs even when other fields failed (see `when`), so a value here may still be the raw input.
      const raw = data as Readonly<Record<keyof typeof data, unknown>>;
      const problems = fiscalDataCrossFieldProblems({
        rfc: normalizeRfc(text(raw.rfc)),
        razon_social: text(raw.razon_social),
        regimen_fiscal: text(raw.regimen_fiscal),
        uso_cfdi: text(raw.uso_cfdi),
      });
      for (const [field, message] of Object.entries(problems)) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    },
    // Every field's problems at once, not the cross-field ones only after the rest are fixed.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type TFiscalData = z.infer<typeof ZFiscalData>;
/** The form's values before validation (the RFC and the names as typed). */
export type TFiscalDataInput = z.input<typeof ZFiscalData>;

/** Per-field Spanish messages of invalid fiscal data (the first problem of each field), or none. */
export function fiscalDataFieldErrors(input: unknown): Partial<Record<keyof TFiscalData, string>> {
  return fieldErrorsOf<keyof TFiscalData>(ZFiscalData, input);
}
