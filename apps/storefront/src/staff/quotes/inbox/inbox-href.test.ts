import { describe, expect, it } from 'vitest';
import { DEFAULT_INBOX_FILTER, inboxFilterFromParams } from '@voltia/domain';
import { inboxHistoryMode, inboxHref, inboxQueryString } from './inbox-href';

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

describe('inboxHistoryMode', () => {
  const searching = { ...DEFAULT_INBOX_FILTER, search: 'constr' };

  it('replaces the entry while a search is refined', () => {
    expect(inboxHistoryMode(searching, { ...searching, search: 'constructora' })).toBe('replace');
  });

  it('adds an entry when a search starts or is cleared, or anything else changes', () => {
    expect(inboxHistoryMode(DEFAULT_INBOX_FILTER, searching)).toBe('push');
    expect(inboxHistoryMode(searching, DEFAULT_INBOX_FILTER)).toBe('push');
    expect(inboxHistoryMode(searching, { ...searching, tab: 'sent' })).toBe('push');
    expect(inboxHistoryMode(DEFAULT_INBOX_FILTER, { ...DEFAULT_INBOX_FILTER, mine: true })).toBe('push');
    expect(inboxHistoryMode(DEFAULT_INBOX_FILTER, { ...DEFAULT_INBOX_FILTER, sort: 'waiting' })).toBe('push');
  });
});
