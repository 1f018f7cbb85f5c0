import { z } from 'zod';
import type { TProductUnit } from '../../catalogue/product';

// The SAT keys every concept of a CFDI 4.0 invoice carries: what is sold (c_ClaveProdServ, 8 digits)
// and in which unit (c_ClaveUnidad, UN/ECE Rec. 20 codes). Each product may carry its own keys; until
// it does, its sale unit gives the unit key and its catalogue category a default product key.
//
// Sources, checked row by row on 2026-11-27 (see SAT_PRODUCT_KEYS_SOURCE):
// - c_ClaveUnidad: phpcfdi/resources-sat-catalogs, database/data/cfdi_40_claves_unidades.sql (SQL
//   generated automatically from SAT's catCFDI_V_4 workbook, sheet c_ClaveUnidad). Every row used
//   has "Fecha de inicio de vigencia" 2022-01-01 and no end date; the names below are SAT's verbatim.
// - c_ClaveProdServ: the same keys and descriptions as published in SAT's Carta Porte 3.1 catalogue
//   c_ClaveProdServCP (rows dated 2024-07-17), mirrored as ccp_31_productos_servicios.sql in
//   asteby/sat-catalogs-microservice (a copy of phpcfdi/resources-sat-catalogs). c_ClaveProdServCP
//   lists the goods of c_ClaveProdServ with their descriptions; the catCFDI sheet c_ClaveProdServ
//   itself was not reachable, so a key SAT dropped from c_ClaveProdServ only would not show here.
//   Class-level keys (ending in 00) are catalogue rows like any other and valid on a concept.
// A category default is a fallback: a product whose own key fits better (a variador, not a motor;
// a contacto, not an apagador) should carry it (`sat_clave_prod_serv`).

/** Where the keys come from and the catalogue versions they reflect. */
export const SAT_PRODUCT_KEYS_SOURCE = {
  publisher: 'SAT',
  document: 'Anexo 20 CFDI 4.0, Catálogos CFDI Versión 4.0 (catCFDI): c_ClaveUnidad, c_ClaveProdServ',
  url: 'http://omawww.sat.gob.mx/tramitesyservicios/Paginas/anexo_20.htm',
  /** "Fecha de inicio de vigencia" of every c_ClaveUnidad row used; none has an end date. */
  clave_unidad_valid_from: '2022-01-01',
  /** Date of the c_ClaveProdServCP (Carta Porte 3.1) rows the product keys were checked against. */
  clave_prod_serv_checked_in: 'c_ClaveProdServCP 2024-07-17',
  mirrors: [
    'phpcfdi/resources-sat-catalogs database/data/cfdi_40_claves_unidades.sql',
    'asteby/sat-catalogs-microservice database/data/ccp_31_productos_servicios.sql',
  ],
  checked_on: '2026-11-27',
} as const;

/** A c_ClaveProdServ key: eight digits (segment, family, class, commodity). */
export const ZClaveProdServ = z
  .string()
  .regex(/^\d{8}$/, { error: 'La clave de producto o servicio del SAT (ClaveProdServ) tiene 8 dígitos.' });
export type TClaveProdServ = z.infer<typeof ZClaveProdServ>;

const CLAVE_UNIDAD_SHAPE = /^[A-Za-z0-9]{1,3}$/;

/**
 * A c_ClaveUnidad key: one to three letters or digits (H87, KGM, KT, 1A). A few keys carry a lower
 * case letter (Jo, Ts, Tu), so case is kept as SAT writes it.
 */
export const ZClaveUnidad = z
  .string()
  .regex(CLAVE_UNIDAD_SHAPE, { error: 'La clave de unidad del SAT (ClaveUnidad) tiene de 1 a 3 letras o números.' });
export type TClaveUnidad = z.infer<typeof ZClaveUnidad>;

/** A unit key and the name c_ClaveUnidad gives it. */
export type TSatUnit = { readonly clave_unidad: string; readonly nombre: string };

/**
 * c_ClaveUnidad for each sale unit, with SAT's name. `juego` is SET, which SAT names "Conjunto"
 * ("un número de objetos agrupados"); `kit` is KT "Kit" (SAT also lists XKI "Kit (Conjunto de
 * piezas)" among its packaging keys).
 */
export const SAT_UNIT_KEYS = {
  pieza: { clave_unidad: 'H87', nombre: 'Pieza' },
  metro: { clave_unidad: 'MTR', nombre: 'Metro' },
  rollo: { clave_unidad: 'XRO', nombre: 'Rollo' },
  caja: { clave_unidad: 'XBX', nombre: 'Caja' },
  juego: { clave_unidad: 'SET', nombre: 'Conjunto' },
  par: { clave_unidad: 'PR', nombre: 'Par' },
  kit: { clave_unidad: 'KT', nombre: 'Kit' },
  litro: { clave_unidad: 'LTR', nombre: 'Litro' },
  kilogramo: { clave_unidad: 'KGM', nombre: 'Kilogramo' },
} as const satisfies Readonly<Record<TProductUnit, TSatUnit>>;

/** The SAT unit of a sale unit. */
export function claveUnidadOf(unit: TProductUnit): TSatUnit {
  return SAT_UNIT_KEYS[unit];
}

/**
 * The c_ClaveUnidad keys a product may carry as its own, with SAT's names: its sale units' keys and
 * the other units and packagings a distributor of material sells by. A key outside them (a typo such
 * as "PZA", which is not a SAT key) is refused when the product is saved, rather than at stamping.
 */
export const SAT_UNIT_NAMES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.values(SAT_UNIT_KEYS).map((unit) => [unit.clave_unidad, unit.nombre])),
  EA: 'Elemento',
  XUN: 'Unidad',
  XPK: 'Paquete',
  XKI: 'Kit (Conjunto de piezas)',
  XLT: 'Lote',
  DCP: 'Docenas de piezas',
  MTK: 'Metro cuadrado',
  GRM: 'Gramo',
  MLT: 'Mililitro',
};

/** Whether a product may carry `key` as its own unit key (SAT_UNIT_NAMES). */
export function isKnownClaveUnidad(key: string): boolean {
  return Object.hasOwn(SAT_UNIT_NAMES, key);
}

/** A product's own c_ClaveUnidad as staff type it: SAT's shape and one of SAT_UNIT_NAMES. */
export const ZProductClaveUnidad = ZClaveUnidad.refine(
  (key) => !CLAVE_UNIDAD_SHAPE.test(key) || isKnownClaveUnidad(key),
  {
    // A key of the wrong shape already has its message.
    error: (issue) =>
      `«${String(issue.input)}» no es una de las claves de unidad del SAT que se usan aquí: ${Object.entries(
        SAT_UNIT_NAMES,
      )
        .map(([key, name]) => `${key} (${name})`)
        .join(', ')}.`,
  },
);

/** A product key and its description in c_ClaveProdServ. */
export type TSatProductKey = { readonly clave_prod_serv: string; readonly descripcion: string };

/** The default c_ClaveProdServ of each catalogue category (the categories of packages/demo-data). */
export const SAT_CATEGORY_PRODUCT_KEYS = {
  'cables-y-conductores': { clave_prod_serv: '26121600', descripcion: 'Cables eléctricos y accesorios' },
  'interruptores-termomagneticos': { clave_prod_serv: '39121601', descripcion: 'Breakers de circuito' },
  'contactores-y-arrancadores': { clave_prod_serv: '39121529', descripcion: 'Contactores' },
  iluminacion: { clave_prod_serv: '39101600', descripcion: 'Lámparas y bombillas' },
  herramientas: { clave_prod_serv: '27111500', descripcion: 'Herramientas de corte y engarzado y punzones' },
  'equipo-de-proteccion-personal': { clave_prod_serv: '46181500', descripcion: 'Ropa de seguridad' },
  'canalizacion-y-tuberia-conduit': { clave_prod_serv: '39131706', descripcion: 'Conducto eléctrico' },
  'tableros-y-centros-de-carga': { clave_prod_serv: '39121101', descripcion: 'Centros de carga' },
  'apagadores-y-contactos': { clave_prod_serv: '39122200', descripcion: 'Interruptores eléctricos y accesorios' },
  'automatizacion-y-control': { clave_prod_serv: '32151700', descripcion: 'Controladores lógicos programables' },
  'motores-y-variadores': {
    clave_prod_serv: '26101100',
    descripcion: 'Motores eléctricos de corriente alterna AC',
  },
  'conectores-y-terminales': {
    clave_prod_serv: '39121400',
    descripcion: 'Lengüetas de conexión, conectadores y terminales',
  },
  medicion: { clave_prod_serv: '41113600', descripcion: 'Equipo de medición y comprobación eléctrica' },
  'cintas-y-aislantes': { clave_prod_serv: '31201502', descripcion: 'Cinta aislante eléctrica' },
} as const satisfies Readonly<Record<string, TSatProductKey>>;

export type TSatCategoryId = keyof typeof SAT_CATEGORY_PRODUCT_KEYS;

/** The default c_ClaveProdServ of a category, or undefined for a category without one. */
export function defaultClaveProdServOf(categoryId: string): TSatProductKey | undefined {
  return Object.hasOwn(SAT_CATEGORY_PRODUCT_KEYS, categoryId)
    ? SAT_CATEGORY_PRODUCT_KEYS[categoryId as TSatCategoryId]
    : undefined;
}

/** What a product says about its SAT keys (its own keys are optional until products carry them). */
export type TProductSatKeysInput = {
  readonly unit: TProductUnit;
  readonly category_id: string;
  readonly sat_clave_prod_serv?: string | null;
  readonly sat_clave_unidad?: string | null;
};

/** The keys a product's concepts are invoiced with. */
export type TProductSatKeys = {
  /** The product's own key, else its category's; null when it has neither (it cannot be invoiced yet). */
  readonly clave_prod_serv: string | null;
  /** The product's own unit key, else its sale unit's. */
  readonly clave_unidad: string;
  /**
   * The Unidad attribute: SAT's name of that unit key, so Unidad and ClaveUnidad say the same unit
   * (a roll's own key MTR reads "Metro", not "Rollo").
   */
  readonly unidad: string;
};

/** A product's own key, trimmed, or null when it has none ('' counts as none). */
function ownKey(key: string | null | undefined): string | null {
  const trimmed = key?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** A product's SAT keys: its own keys win over its category's product key and its unit's unit key. */
export function productSatKeys(product: TProductSatKeysInput): TProductSatKeys {
  const unit = claveUnidadOf(product.unit);
  const claveUnidad = ownKey(product.sat_clave_unidad) ?? unit.clave_unidad;
  return {
    clave_prod_serv:
      ownKey(product.sat_clave_prod_serv) ?? defaultClaveProdServOf(product.category_id)?.clave_prod_serv ?? null,
    clave_unidad: claveUnidad,
    // An unknown own key keeps the sale unit's name; the invoice refuses such a key (cfdiInvoiceData).
    unidad: SAT_UNIT_NAMES[claveUnidad] ?? unit.nombre,
  };
}
