import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  recordCatalogueSearch,
  recordSubmittedSearchResults,
  rememberSubmittedSearch,
} from './record-catalogue-search';

// The real recorder, down to the beacon: what the stats API would receive.
let sendBeacon: ReturnType<typeof vi.fn<(url: string, data?: BodyInit | null) => boolean>>;

beforeEach(() => {
  sendBeacon = vi.fn<(url: string, data?: BodyInit | null) => boolean>(() => true);
  vi.stubGlobal('navigator', { sendBeacon });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The bodies beaconed so far, once `count` have been sent (the recorder loads on first use). */
async function beaconed(count: number): Promise<unknown[]> {
  // The first use loads the recorder module: on a busy machine (turbo runs packages side by side) that
  // takes longer than waitFor's default second.
  await vi.waitFor(() => expect(sendBeacon).toHaveBeenCalledTimes(count), { timeout: 10_000 });
  return Promise.all(sendBeacon.mock.calls.map(async ([, body]) => JSON.parse(await (body as Blob).text()) as unknown));
}

describe('recordCatalogueSearch', () => {
  it('records a chosen facet with its result count, and without one when none is known', async () => {
    recordCatalogueSearch('Siemens', 'brand', 42);
    recordCatalogueSearch('Tableros', 'category');
    expect(await beaconed(2)).toEqual(
      expect.arrayContaining([
        { search_term: 'Siemens', type: 'brand', results: 42 },
        { search_term: 'Tableros', type: 'category' },
      ]),
    );
  });
});

describe('a submitted text search', () => {
  it('is recorded once, when its listing shows how many results it had (0 included)', async () => {
    rememberSubmittedSearch('  cable   thw ');
    recordSubmittedSearchResults('contactor', 12);
    recordSubmittedSearchResults('cable thw', 0);
    recordSubmittedSearchResults('cable thw', 0);
    expect(await beaconed(1)).toEqual([{ search_term: 'cable thw', type: 'search', results: 0 }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sendBeacon).toHaveBeenCalledOnce();
  });

  it('a listing reached without a submit (a link, the back button) records nothing', async () => {
    recordSubmittedSearchResults('interruptor', 3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
