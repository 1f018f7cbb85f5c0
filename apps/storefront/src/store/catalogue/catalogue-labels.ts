import type { TCatalogueSort } from '@voltia/catalogue-search';
import type { TProductUnit } from '@voltia/domain';
import type { TFacetKind } from './catalogue-href';

export const SORT_LABELS: Record<TCatalogueSort, string> = {
  relevance: 'Relevancia',
  'description-asc': 'Descripción (A–Z)',
  'description-desc': 'Descripción (Z–A)',
  'brand-asc': 'Marca (A–Z)',
  'sku-asc': 'SKU (A–Z)',
};

/** How a unit reads after "Se cotiza por …". */
export const UNIT_LABELS: Record<TProductUnit, string> = {
  pieza: 'Pieza',
  metro: 'Metro',
  rollo: 'Rollo',
  caja: 'Caja',
  juego: 'Juego',
  par: 'Par',
  kit: 'Kit',
  litro: 'Litro',
  kilogramo: 'Kilogramo',
};

const numberFormat = new Intl.NumberFormat('es-MX');

export function formatCount(count: number): string {
  return numberFormat.format(count);
}

/** "1 producto", "24 productos". */
export function productCountLabel(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'producto' : 'productos'}`;
}

/**
 * A facet value's name. An id the catalogue no longer has (an old link to a category or brand since
 * removed) says so, instead of showing the bare id as if it were one.
 */
export function facetValueName(names: ReadonlyMap<string, { name: string }>, id: string, kind: TFacetKind): string {
  return names.get(id)?.name ?? `${kind === 'categoryIds' ? 'Categoría' : 'Marca'} que ya no existe («${id}»)`;
}
