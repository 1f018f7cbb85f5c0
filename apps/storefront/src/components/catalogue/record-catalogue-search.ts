import { reportError } from '@/stats/error-reporter';

export type TCatalogueSearchKind = 'search' | 'category' | 'brand';

/**
 * Records a catalogue search for the stats: a submitted text (`search`) or a chosen category or
 * brand (its name). Fire-and-forget; the recorder and its validator load on first use, so they stay
 * out of the catalogue pages' first-load JavaScript.
 */
export function recordCatalogueSearch(searchTerm: string, type: TCatalogueSearchKind): void {
  import('@/stats/record-stats-event').then(
    ({ recordSearch }) => recordSearch({ search_term: searchTerm, type }),
    (error: unknown) => reportError(error, { kind: 'search_record', reason: 'stats-recorder-load-failed' }),
  );
}
