import type { TProduct } from '@voltia/domain';
import { createRandom } from '@voltia/demo-data';

const COLOURS = [
  ['negro', 'NG'],
  ['blanco', 'BL'],
  ['rojo', 'RJ'],
  ['azul', 'AZ'],
  ['verde', 'VD'],
  ['gris', 'GR'],
  ['amarillo', 'AM'],
  ['naranja', 'NA'],
  ['marfil', 'MF'],
  ['aluminio', 'AL'],
] as const;
const SERIES = [
  ['serie Pro', 'P'],
  ['serie Plus', 'S'],
  ['línea Industrial', 'I'],
  ['versión Compacta', 'C'],
  ['uso rudo', 'R'],
  ['serie Eco', 'E'],
  ['edición Premium', 'X'],
] as const;
const PACKS = ['', '', '', ', paquete con 5', ', paquete con 10', ', caja con 25', ', caja con 50 piezas'] as const;

function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)]!;
}

/**
 * A catalogue of `size` products made of the demo ones plus deterministic variants of them (series,
 * colour, pack size and a numbered suffix on the SKU), with about 2% unpublished. Variants repeat
 * the demo vocabulary many times over, which is what makes a real catalogue slow to search.
 */
export function generateLargeCatalogue(base: readonly TProduct[], size: number, seed = 20_000): TProduct[] {
  const random = createRandom(seed);
  const products: TProduct[] = base.slice(0, size);
  for (let n = products.length; n < size; n++) {
    const original = base[Math.floor(random() * base.length)]!;
    const [colour, colourCode] = pick(random, COLOURS);
    const [series, seriesCode] = pick(random, SERIES);
    const pack = pick(random, PACKS);
    const suffix = `${seriesCode}${colourCode}${n.toString(36).toUpperCase()}`;
    products.push({
      ...original,
      product_id: `${original.product_id.slice(0, 56)}-${suffix.toLowerCase()}`,
      sku: `${original.sku}-${suffix}`,
      description: `${original.description} ${series} ${colour}${pack}`.slice(0, 200),
      attributes: [...original.attributes, { name: 'Serie', value: series }, { name: 'Acabado', value: colour }],
      published: random() >= 0.02,
    });
  }
  return products;
}
