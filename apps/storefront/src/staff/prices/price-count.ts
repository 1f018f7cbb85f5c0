import type { TPriceListCount } from '@voltia/domain';
import type { TTabCounts } from '../shell/tab-count';

const NUMBER = new Intl.NumberFormat('es-MX');

/**
 * The list's count line: "383 productos, 2 sin precio"; "hasta …" when the search has words the
 * count queries cannot ask for (an upper bound); null while there is no count to show.
 */
export function priceCountText(counts: TTabCounts<TPriceListCount>, approximate: boolean): string | null {
  if (counts.status === 'counting' || counts.counts === null) return null;
  const { all, unpriced } = counts.counts;
  const bound = approximate && all > 0 ? 'hasta ' : '';
  const products = `${bound}${all === 1 ? '1 producto' : `${NUMBER.format(all)} productos`}`;
  return unpriced === 0 ? products : `${products}, ${NUMBER.format(unpriced)} sin precio`;
}
