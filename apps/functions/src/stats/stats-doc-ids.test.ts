import { describe, expect, it } from 'vitest';
import { MAX_STATS_DOC_ID_LENGTH, isPlainDocId, safeDocId, searchStatsDocId } from './stats-doc-ids';

// What Firestore refuses as a document id.
function isValidFirestoreId(id: string): boolean {
  return id.length > 0 && Buffer.byteLength(id) <= 1500 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}

describe('safeDocId', () => {
  it('leaves ordinary ids alone', () => {
    expect(safeDocId('p-000123')).toBe('p-000123');
    expect(safeDocId('SKU_9.5')).toBe('SKU_9.5');
  });

  it.each(['a/b', '.', '..', '__x__', '__', 'a~b', 'cable thhn 12', '3/4"', 'ñandú', '%2F', 'a+b', '🔌', '\ud800', 'x\udfff'])('%j becomes a valid id', (value) => {
    expect(isValidFirestoreId(safeDocId(value))).toBe(true);
  });

  it('makes spaces readable', () => {
    expect(safeDocId('cable thhn 12')).toBe('cable+thhn+12');
  });

  it('never gives two values the same id', () => {
    const values = ['a/b', 'a%2Fb', 'a b', 'a+b', 'a%20b', '.', '%2E', '..', '__x__', '%5F_x__', 'a~b', 'a%7Eb', '\ud800', '%uD800', '\ufffd', 'x'.repeat(500), `${'x'.repeat(499)}y`];
    const ids = values.map((value) => safeDocId(value));
    expect(new Set(ids).size).toBe(values.length);
  });

  it('shortens long values to the limit with a hash, never splitting an escape', () => {
    const long = 'ñ'.repeat(200);
    const id = safeDocId(long);
    expect(id.length).toBeLessThanOrEqual(MAX_STATS_DOC_ID_LENGTH);
    expect(id).toMatch(/^(%C3%B1)+~[0-9a-f]{16}$/);
    expect(safeDocId(long)).toBe(id);
    expect(safeDocId(`${'ñ'.repeat(199)}n`)).not.toBe(id);
  });
});

describe('searchStatsDocId', () => {
  it('prefixes the type and uses the normalised term', () => {
    expect(searchStatsDocId('search', '  Interruptor  Termomagnético ')).toBe('search__interruptor+termomagnetico');
    expect(searchStatsDocId('category', 'Tableros')).toBe('category__tableros');
  });

  it('keeps the same term apart by type', () => {
    expect(searchStatsDocId('brand', 'Siemens')).not.toBe(searchStatsDocId('search', 'Siemens'));
  });

  it('stays within the length limit for the longest valid term', () => {
    const id = searchStatsDocId('category', '🔌'.repeat(100));
    expect(id.length).toBeLessThanOrEqual(MAX_STATS_DOC_ID_LENGTH);
    expect(isValidFirestoreId(id)).toBe(true);
  });
});

describe('isPlainDocId', () => {
  it.each(['p-000123', 'schneider-qo120', 'a.b', '_x_'])('%s names one document', (id) => {
    expect(isPlainDocId(id)).toBe(true);
  });

  it.each(['a/b', '.', '..', '__x__'])('%s does not', (id) => {
    expect(isPlainDocId(id)).toBe(false);
  });
});
