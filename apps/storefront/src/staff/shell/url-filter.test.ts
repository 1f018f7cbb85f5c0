import { describe, expect, it } from 'vitest';
import { filterHistoryMode } from './url-filter';

describe('filterHistoryMode', () => {
  const empty = { search: '', tab: 'all', mine: false, page: 1 };
  const searching = { ...empty, search: 'constr' };

  it('replaces the entry while a search is refined', () => {
    expect(filterHistoryMode(searching, { ...searching, search: 'constructora' })).toBe('replace');
    expect(filterHistoryMode(searching, { ...searching, search: 'constr ' })).toBe('replace');
  });

  it('adds an entry when a search starts or is cleared', () => {
    expect(filterHistoryMode(empty, searching)).toBe('push');
    expect(filterHistoryMode(searching, empty)).toBe('push');
    expect(filterHistoryMode({ ...empty, search: '  ' }, searching)).toBe('push');
  });

  it('adds an entry when anything besides the search changes, even while searching', () => {
    expect(filterHistoryMode(searching, { ...searching, search: 'constructora', tab: 'sent' })).toBe('push');
    expect(filterHistoryMode(searching, { ...searching, mine: true })).toBe('push');
    expect(filterHistoryMode(searching, { ...searching, page: 2 })).toBe('push');
    expect(filterHistoryMode(empty, { ...empty, tab: 'sent' })).toBe('push');
  });
});
