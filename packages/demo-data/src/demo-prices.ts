import type { TProduct } from '@voltia/domain';
import type { TDemoCategoryId } from './categories';

// What the demo staff type into the desk: plausible list prices in Mexican pesos, derived from the
// product alone (its kind, else its category; its unit; a hash of its SKU), so every seed prices a
// product the same and adding a product never reprices the others. Money is integer cents, as everywhere.

/** A category's usual range of unit prices in whole pesos, for products sold by the piece (or box, pair, kit). */
const PESOS_BY_CATEGORY: Readonly<Record<TDemoCategoryId, readonly [min: number, max: number]>> = {
  'cables-y-conductores': [1_150, 3_400],
  'interruptores-termomagneticos': [185, 1_250],
  'contactores-y-arrancadores': [780, 4_900],
  iluminacion: [240, 1_850],
  herramientas: [190, 1_900],
  'equipo-de-proteccion-personal': [140, 2_400],
  'canalizacion-y-tuberia-conduit': [95, 720],
  'tableros-y-centros-de-carga': [1_450, 9_800],
  'apagadores-y-contactos': [42, 380],
  'automatizacion-y-control': [260, 6_800],
  'motores-y-variadores': [6_400, 36_000],
  'conectores-y-terminales': [55, 620],
  medicion: [650, 11_500],
  'cintas-y-aislantes': [32, 260],
};

/**
 * Narrower ranges for kinds of product whose category spans very different prices (a QO breaker and
 * a moulded-case one), matched on the start of the description; the first match wins.
 */
const PESOS_BY_KIND: readonly (readonly [kind: RegExp, range: readonly [min: number, max: number]])[] = [
  [/^Interruptor termomagnético en caja moldeada/, [5_200, 16_500]],
  [/^Interruptor termomagnético .*\(GFCI\)/, [1_100, 1_900]],
  [/^Interruptor termomagnético riel DIN/, [160, 780]],
  [/^Interruptor termomagnético/, [140, 720]],
  [/^Contactor/, [690, 3_400]],
  [/^Relevador de sobrecarga/, [820, 1_950]],
  [/^Guardamotor/, [1_150, 2_700]],
  [/^Arrancador/, [6_800, 15_500]],
  [/^Motor monofásico/, [3_200, 6_900]],
  [/^Motor trifásico .* (1|2|3) HP/, [7_200, 15_500]],
  [/^Motor trifásico .* (5|7\.5) HP/, [16_500, 27_000]],
  [/^Motor trifásico/, [28_000, 42_000]],
  [/^Variador .* (0\.75|1\.5|2\.2) kW/, [8_900, 17_000]],
  [/^Variador .* (4|5\.5) kW/, [17_500, 29_000]],
  [/^Variador/, [31_000, 46_000]],
  [/^Luz piloto/, [190, 420]],
  [/^Botón/, [170, 980]],
  [/^Centro de carga/, [380, 7_400]],
  [/^Tablero de alumbrado/, [11_500, 28_000]],
  [/^Gabinete/, [1_900, 8_600]],
  [/^Panel LED/, [690, 1_450]],
  [/^Reflector LED/, [390, 1_650]],
  [/^Luminaria LED tipo campana/, [1_900, 4_800]],
  [/^(Foco|Tubo|Lámpara) LED/, [45, 190]],
  [/^Apagador/, [48, 260]],
  [/^Contacto/, [75, 520]],
  [/^Placa/, [28, 140]],
  [/^Tubo conduit galvanizado pared gruesa/, [190, 980]],
  [/^Tubo conduit galvanizado pared delgada/, [85, 520]],
  [/^Cinta de aislar/, [28, 180]],
  [/^Conector de palanca/, [420, 980]],
];

/** Cable sold by the metre costs a fraction of a 100 m roll. */
const PESOS_PER_METRE: readonly [min: number, max: number] = [38, 240];

/** The cents a price ends in: whole pesos, or the .50 and .90 that price lists like. */
const CENT_ENDINGS = [0, 0, 50, 90] as const;

/** Discounts the demo staff give: 0 to 12 %, in basis points. */
const DISCOUNTS_BP = [0, 0, 300, 500, 800, 1000, 1200] as const;

/** Delivery times the demo staff promise, in working days (0: from stock). */
const DELIVERY_DAYS = [0, 0, 2, 3, 5, 7, 10, 15] as const;

/** FNV-1a, 32 bits: a small, stable hash of a text (not for security). */
export function demoHash(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function pick<T>(values: readonly T[], hash: number): T {
  return values[hash % values.length] as T;
}

function pesoRange(product: Pick<TProduct, 'description' | 'category_id' | 'unit'>): readonly [number, number] {
  if (product.unit === 'metro') return PESOS_PER_METRE;
  const kind = PESOS_BY_KIND.find(([pattern]) => pattern.test(product.description));
  const range = kind?.[1] ?? PESOS_BY_CATEGORY[product.category_id as TDemoCategoryId];
  if (range === undefined) throw new Error(`no demo prices for category ${product.category_id}`);
  return range;
}

/** The demo list price of a product, in cents of MXN: within its kind's (or category's) range, fixed by its SKU. */
export function demoUnitPriceCents(product: Pick<TProduct, 'sku' | 'description' | 'category_id' | 'unit'>): number {
  const range = pesoRange(product);
  const hash = demoHash(product.sku);
  const [min, max] = range;
  const pesos = min + (hash % (max - min + 1));
  return pesos * 100 + pick(CENT_ENDINGS, hash >>> 12);
}

/** The discount staff give on a product in a given quote (0 to 12 %), fixed by both. */
export function demoDiscountBp(quoteId: string, sku: string): number {
  return pick(DISCOUNTS_BP, demoHash(`${quoteId}|${sku}|descuento`));
}

/** The delivery time staff promise for a product in a given quote (0 to 15 working days), fixed by both. */
export function demoDeliveryDays(quoteId: string, sku: string): number {
  return pick(DELIVERY_DAYS, demoHash(`${quoteId}|${sku}|entrega`));
}
