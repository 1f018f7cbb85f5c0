import { reportError } from '@/shared/stats/error-reporter';

export type TCatalogueSearchKind = 'search' | 'category' | 'brand';

/**
 * Records a catalogue search for the stats: a submitted text (`search`) or a chosen category or
 * brand (its name), with how many results it had when the page knows (`results`). Fire-and-forget;
 * the recorder and its validator load on first use, so they stay out of the catalogue pages'
 * first-load JavaScript.
 */
export function recordCatalogueSearch(searchTerm: string, type: TCatalogueSearchKind, results?: number): void {
  import('@/shared/stats/record-stats-event').then(
    ({ recordSearch }) =>
      recordSearch({ search_term: searchTerm, type, ...(results === undefined ? {} : { results }) }),
    (error: unknown) => reportError(error, { kind: 'search_record', reason: 'stats-recorder-load-failed' }),
  );
}

// A text search is recorded once the listing it leads to shows how many results it found (the
// listing is rendered on the server; the search box only knows the text when it is submitted).
let submitted: string | undefined;

/** The listing's text as the catalogue reads it (spaces collapsed), so the box's text and the URL's compare. */
const asListed = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A text search was submitted: it is recorded when the listing of that text shows its count. */
export function rememberSubmittedSearch(searchTerm: string): void {
  submitted = asListed(searchTerm);
}

/** The listing shows `text` with `results` results: records the submitted search it answers, once. */
export function recordSubmittedSearchResults(text: string, results: number): void {
  if (submitted === undefined || submitted === '' || submitted !== asListed(text)) return;
  submitted = undefined;
  recordCatalogueSearch(asListed(text), 'search', results);
}
