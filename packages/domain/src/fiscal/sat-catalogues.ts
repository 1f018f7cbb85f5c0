// SAT catalogues for CFDI 4.0 invoices, as data. Source: SAT, Anexo 20 de la Resolución Miscelánea
// Fiscal, CFDI versión 4.0, "Catálogos CFDI Versión 4.0" (the catCFDI_V_4_*.xls workbook linked from
// http://omawww.sat.gob.mx/tramitesyservicios/Paginas/anexo_20.htm), sheets c_RegimenFiscal,
// c_UsoCFDI, c_FormaPago and c_MetodoPago.
//
// Every row below has "Fecha inicio de vigencia" 2022-01-01 and no "Fecha fin de vigencia": that is
// the catalogue version these rules rely on. Keys, descriptions (verbatim, final periods and the SAT's
// own "computo" included), the Física/Moral columns and c_UsoCFDI's "Régimen Fiscal Receptor" lists
// were checked row by row against phpcfdi/resources-sat-catalogs (SQL generated automatically from
// the SAT workbook: cfdi_40_regimenes_fiscales, cfdi_40_usos_cfdi, cfdi_40_formas_pago,
// cfdi_40_metodos_pago) and, for c_UsoCFDI G01–I01, against sat_mexico (catalogue of 2024-04-26).
// The SAT workbook itself was not opened, so a row the SAT changed after those mirrors would not show
// here; when the SAT publishes a new catCFDI, compare it with these tables.

/** Where the catalogues come from and the version they reflect. */
export const SAT_CATALOGUES_SOURCE = {
  publisher: 'SAT',
  document: 'Anexo 20 CFDI 4.0, Catálogos CFDI Versión 4.0 (catCFDI)',
  url: 'http://omawww.sat.gob.mx/tramitesyservicios/Paginas/anexo_20.htm',
  /** "Fecha inicio de vigencia" of every row used; none has an end date. */
  valid_from: '2022-01-01',
} as const;

/** Whether a taxpayer is a person (persona física, 13-character RFC) or a company (persona moral, 12). */
export type TPersonaType = 'fisica' | 'moral';

/** A catalogue row that applies to personas físicas, morales or both (the catalogue's Física and Moral columns). */
export type TAppliesTo = { readonly fisica: boolean; readonly moral: boolean };

/** c_RegimenFiscal: the tax regimes a receiver can be registered in. */
export const REGIMENES_FISCALES = [
  { key: '601', description: 'General de Ley Personas Morales', fisica: false, moral: true },
  { key: '603', description: 'Personas Morales con Fines no Lucrativos', fisica: false, moral: true },
  { key: '605', description: 'Sueldos y Salarios e Ingresos Asimilados a Salarios', fisica: true, moral: false },
  { key: '606', description: 'Arrendamiento', fisica: true, moral: false },
  { key: '607', description: 'Régimen de Enajenación o Adquisición de Bienes', fisica: true, moral: false },
  { key: '608', description: 'Demás ingresos', fisica: true, moral: false },
  {
    key: '610',
    description: 'Residentes en el Extranjero sin Establecimiento Permanente en México',
    fisica: true,
    moral: true,
  },
  { key: '611', description: 'Ingresos por Dividendos (socios y accionistas)', fisica: true, moral: false },
  {
    key: '612',
    description: 'Personas Físicas con Actividades Empresariales y Profesionales',
    fisica: true,
    moral: false,
  },
  { key: '614', description: 'Ingresos por intereses', fisica: true, moral: false },
  { key: '615', description: 'Régimen de los ingresos por obtención de premios', fisica: true, moral: false },
  { key: '616', description: 'Sin obligaciones fiscales', fisica: true, moral: false },
  {
    key: '620',
    description: 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos',
    fisica: false,
    moral: true,
  },
  { key: '621', description: 'Incorporación Fiscal', fisica: true, moral: false },
  { key: '622', description: 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras', fisica: false, moral: true },
  { key: '623', description: 'Opcional para Grupos de Sociedades', fisica: false, moral: true },
  { key: '624', description: 'Coordinados', fisica: false, moral: true },
  {
    key: '625',
    description: 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas',
    fisica: true,
    moral: false,
  },
  { key: '626', description: 'Régimen Simplificado de Confianza', fisica: true, moral: true },
] as const;

export type TRegimenFiscalKey = (typeof REGIMENES_FISCALES)[number]['key'];
export type TRegimenFiscal = TAppliesTo & { readonly key: TRegimenFiscalKey; readonly description: string };

export const REGIMEN_FISCAL_KEYS: readonly TRegimenFiscalKey[] = REGIMENES_FISCALES.map((regimen) => regimen.key);

// The "Régimen Fiscal Receptor" lists of c_UsoCFDI, in the catalogue's own order (607 and 615 come
// after 614 there). Most rows share one of four lists.
const BUSINESS: readonly TRegimenFiscalKey[] = [
  '601',
  '603',
  '606',
  '612',
  '620',
  '621',
  '622',
  '623',
  '624',
  '625',
  '626',
];
const RETURNS: readonly TRegimenFiscalKey[] = [
  '601',
  '603',
  '606',
  '612',
  '616',
  '620',
  '621',
  '622',
  '623',
  '624',
  '625',
  '626',
];
const PERSONAL_DEDUCTIONS: readonly TRegimenFiscalKey[] = [
  '605',
  '606',
  '608',
  '611',
  '612',
  '614',
  '607',
  '615',
  '625',
];
const NO_TAX_EFFECT: readonly TRegimenFiscalKey[] = [
  '601',
  '603',
  '605',
  '606',
  '608',
  '610',
  '611',
  '612',
  '614',
  '616',
  '620',
  '621',
  '622',
  '623',
  '624',
  '607',
  '615',
  '625',
  '626',
];

const BOTH = { fisica: true, moral: true } as const;
const FISICA_ONLY = { fisica: true, moral: false } as const;

/** c_UsoCFDI: what the receiver will use the invoice for, who may use each key and with which régimen. */
export const USOS_CFDI = [
  { key: 'G01', description: 'Adquisición de mercancías.', ...BOTH, regimenes: BUSINESS },
  { key: 'G02', description: 'Devoluciones, descuentos o bonificaciones.', ...BOTH, regimenes: RETURNS },
  { key: 'G03', description: 'Gastos en general.', ...BOTH, regimenes: BUSINESS },
  { key: 'I01', description: 'Construcciones.', ...BOTH, regimenes: BUSINESS },
  { key: 'I02', description: 'Mobiliario y equipo de oficina por inversiones.', ...BOTH, regimenes: BUSINESS },
  { key: 'I03', description: 'Equipo de transporte.', ...BOTH, regimenes: BUSINESS },
  { key: 'I04', description: 'Equipo de computo y accesorios.', ...BOTH, regimenes: BUSINESS },
  { key: 'I05', description: 'Dados, troqueles, moldes, matrices y herramental.', ...BOTH, regimenes: BUSINESS },
  { key: 'I06', description: 'Comunicaciones telefónicas.', ...BOTH, regimenes: BUSINESS },
  { key: 'I07', description: 'Comunicaciones satelitales.', ...BOTH, regimenes: BUSINESS },
  { key: 'I08', description: 'Otra maquinaria y equipo.', ...BOTH, regimenes: BUSINESS },
  {
    key: 'D01',
    description: 'Honorarios médicos, dentales y gastos hospitalarios.',
    ...FISICA_ONLY,
    regimenes: PERSONAL_DEDUCTIONS,
  },
  {
    key: 'D02',
    description: 'Gastos médicos por incapacidad o discapacidad.',
    ...FISICA_ONLY,
    regimenes: PERSONAL_DEDUCTIONS,
  },
  { key: 'D03', description: 'Gastos funerales.', ...FISICA_ONLY, regimenes: PERSONAL_DEDUCTIONS },
  { key: 'D04', description: 'Donativos.', ...FISICA_ONLY, regimenes: PERSONAL_DEDUCTIONS },
  {
    key: 'D05',
    description: 'Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación).',
    ...FISICA_ONLY,
    regimenes: PERSONAL_DEDUCTIONS,
  },
  { key: 'D06', description: 'Aportaciones voluntarias al SAR.', ...FISICA_ONLY, regimenes: PERSONAL_DEDUCTIONS },
  {
    key: 'D07',
    description: 'Primas por seguros de gastos médicos.',
    ...FISICA_ONLY,
    regimenes: PERSONAL_DEDUCTIONS,
  },
  {
    key: 'D08',
    description: 'Gastos de transportación escolar obligatoria.',
    ...FISICA_ONLY,
    regimenes: PERSONAL_DEDUCTIONS,
  },
  {
    key: 'D09',
    description: 'Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones.',
    ...FISICA_ONLY,
    regimenes: PERSONAL_DEDUCTIONS,
  },
  {
    key: 'D10',
    description: 'Pagos por servicios educativos (colegiaturas).',
    ...FISICA_ONLY,
    regimenes: PERSONAL_DEDUCTIONS,
  },
  { key: 'S01', description: 'Sin efectos fiscales.', ...BOTH, regimenes: NO_TAX_EFFECT },
  { key: 'CP01', description: 'Pagos', ...BOTH, regimenes: NO_TAX_EFFECT },
  { key: 'CN01', description: 'Nómina', ...FISICA_ONLY, regimenes: ['605'] as const },
] as const;

export type TUsoCfdiKey = (typeof USOS_CFDI)[number]['key'];
export type TUsoCfdi = TAppliesTo & {
  readonly key: TUsoCfdiKey;
  readonly description: string;
  /** The catalogue's "Régimen Fiscal Receptor" column: the receiver régimenes this use is allowed with. */
  readonly regimenes: readonly TRegimenFiscalKey[];
};

export const USO_CFDI_KEYS: readonly TUsoCfdiKey[] = USOS_CFDI.map((uso) => uso.key);

/**
 * Uses the catalogue lists that a sales invoice (CFDI de ingreso) cannot carry: CP01 is for the
 * payment receipt (CFDI de tipo Pago) and CN01 for payroll (CFDI de Nómina), so neither is offered
 * as a customer's saved use.
 */
export const USOS_NOT_FOR_SALES_INVOICES = ['CP01', 'CN01'] as const satisfies readonly TUsoCfdiKey[];

/** c_FormaPago: how an invoice was (or will be) paid. */
export const FORMAS_PAGO = [
  { key: '01', description: 'Efectivo' },
  { key: '02', description: 'Cheque nominativo' },
  { key: '03', description: 'Transferencia electrónica de fondos' },
  { key: '04', description: 'Tarjeta de crédito' },
  { key: '05', description: 'Monedero electrónico' },
  { key: '06', description: 'Dinero electrónico' },
  { key: '08', description: 'Vales de despensa' },
  { key: '12', description: 'Dación en pago' },
  { key: '13', description: 'Pago por subrogación' },
  { key: '14', description: 'Pago por consignación' },
  { key: '15', description: 'Condonación' },
  { key: '17', description: 'Compensación' },
  { key: '23', description: 'Novación' },
  { key: '24', description: 'Confusión' },
  { key: '25', description: 'Remisión de deuda' },
  { key: '26', description: 'Prescripción o caducidad' },
  { key: '27', description: 'A satisfacción del acreedor' },
  { key: '28', description: 'Tarjeta de débito' },
  { key: '29', description: 'Tarjeta de servicios' },
  { key: '30', description: 'Aplicación de anticipos' },
  { key: '31', description: 'Intermediario pagos' },
  { key: '99', description: 'Por definir' },
] as const;

export type TFormaPagoKey = (typeof FORMAS_PAGO)[number]['key'];
export const FORMA_PAGO_KEYS: readonly TFormaPagoKey[] = FORMAS_PAGO.map((forma) => forma.key);

/** The forma de pago of an invoice whose payment is still to come (método PPD). */
export const FORMA_PAGO_POR_DEFINIR = '99' satisfies TFormaPagoKey;

/**
 * The formas a buyer can pay an order with, and so choose when they accept an offer: money, a
 * cheque, a transfer, a card or electronic money, or "99 Por definir" with PPD. The rest of the
 * catalogue is left to the issuer: 08 vales de despensa do not buy material; 12–27 (dación,
 * subrogación, consignación, condonación, compensación, novación, confusión, remisión, prescripción,
 * satisfacción del acreedor) extinguish a debt by other means and are agreed afterwards, not chosen at
 * checkout; 30 aplicación de anticipos needs the advance's invoice related to this one (CfdiRelacionados,
 * TipoRelacion 07), which an order does not carry; 31 is for payment intermediaries.
 */
export const FORMAS_PAGO_DE_UN_PEDIDO = FORMAS_PAGO.filter((forma) =>
  (['01', '02', '03', '04', '05', '06', '28', '29', '99'] as const satisfies readonly TFormaPagoKey[]).some(
    (key) => key === forma.key,
  ),
);
export const FORMA_PAGO_DE_UN_PEDIDO_KEYS: readonly TFormaPagoKey[] = FORMAS_PAGO_DE_UN_PEDIDO.map(
  (forma) => forma.key,
);

/** c_MetodoPago: paid in full when invoiced (PUE) or later, in one or more payments (PPD). */
export const METODOS_PAGO = [
  { key: 'PUE', description: 'Pago en una sola exhibición' },
  { key: 'PPD', description: 'Pago en parcialidades o diferido' },
] as const;

export type TMetodoPagoKey = (typeof METODOS_PAGO)[number]['key'];
export const METODO_PAGO_KEYS: readonly TMetodoPagoKey[] = METODOS_PAGO.map((metodo) => metodo.key);

export const PAYMENT_MESSAGES = {
  ppdNeedsPorDefinir:
    'Con el método de pago PPD (pago en parcialidades o diferido) la forma de pago debe ser 99 Por definir.',
  pueRefusesPorDefinir:
    'Con el método de pago PUE (pago en una sola exhibición) elige la forma en que se pagó: 99 Por definir no se permite.',
} as const;

/**
 * Whether a método and a forma de pago go together, in Spanish, or undefined when they do: PPD is
 * invoiced before it is paid, so its forma is 99 Por definir; PUE is paid, so its forma is known.
 * (Anexo 20 guía de llenado; RMF regla 2.7.1.29 as cited by PACs.)
 */
export function metodoFormaPagoProblem(metodo: TMetodoPagoKey, forma: TFormaPagoKey): string | undefined {
  if (metodo === 'PPD') return forma === FORMA_PAGO_POR_DEFINIR ? undefined : PAYMENT_MESSAGES.ppdNeedsPorDefinir;
  return forma === FORMA_PAGO_POR_DEFINIR ? PAYMENT_MESSAGES.pueRefusesPorDefinir : undefined;
}

/** The c_RegimenFiscal row of a key, or undefined when the key is not in the catalogue. */
export function regimenFiscal(key: string): TRegimenFiscal | undefined {
  return REGIMENES_FISCALES.find((regimen) => regimen.key === key);
}

/** The c_UsoCFDI row of a key, or undefined when the key is not in the catalogue. */
export function usoCfdi(key: string): TUsoCfdi | undefined {
  return USOS_CFDI.find((uso) => uso.key === key);
}

/** Whether a catalogue row applies to a persona física or moral. */
export function appliesTo(row: TAppliesTo, persona: TPersonaType): boolean {
  return persona === 'fisica' ? row.fisica : row.moral;
}

/** Whether c_UsoCFDI allows a use for a receiver of this régimen and person type. */
export function isUsoAllowed(uso: TUsoCfdi, regimen: TRegimenFiscalKey, persona: TPersonaType): boolean {
  return appliesTo(uso, persona) && uso.regimenes.includes(regimen);
}

/** A catalogue row as an option label: "601 General de Ley Personas Morales", "G03 Gastos en general". */
export function catalogueLabel(row: { readonly key: string; readonly description: string }): string {
  return `${row.key} ${row.description.replace(/\.$/, '')}`;
}
