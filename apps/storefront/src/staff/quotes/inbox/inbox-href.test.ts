import { describe, expect, it } from 'vitest';
import { DEFAULT_INBOX_FILTER, inboxFilterFromParams } from '@voltia/domain';
import { inboxHref, inboxQueryString } from './inbox-href';

describe('inboxHref', () => {
  it('is the bare path for the default view', () => {
    expect(inboxHref(DEFAULT_INBOX_FILTER)).toBe('/cotizacion');
    expect(inboxQueryString(DEFAULT_INBOX_FILTER)).toBe('');
  });

  it('keeps tab, mine, search and sort in the URL, and reads back as the same filter', () => {
    const filter = { tab: 'requested', mine: true, search: 'Méndez S.A.', sort: 'waiting' } as const;
    const href = inboxHref(filter);
    expect(href).toBe('/cotizacion?estado=requested&mias=1&q=M%C3%A9ndez+S.A.&orden=espera');
    expect(inboxFilterFromParams(new URL(href, 'http://x').searchParams)).toEqual(filter);
  });
});
