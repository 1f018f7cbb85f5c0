import { describe, expect, it } from 'vitest';
import { STATS_EVENT_KINDS, STATS_EVENT_PATHS, statsEventIssues } from './stats-event-checks';
import type { TStatsEventKind } from './stats-event-checks';
import { validateStatsEvent } from './stats-events';

const viewed = { sku: 'SKU-1', product_id: 'p1', product_description: 'Cable THW 12 AWG' };

/** The event `payload` is as `kind`, or null when it is refused. */
function parsed(kind: TStatsEventKind, payload: unknown): unknown {
  const result = validateStatsEvent(kind, payload);
  return result.ok ? result.value : null;
}

describe('stats event checks', () => {
  it('viewed: sku, product_id and product_description non-empty; brand optional', () => {
    expect(parsed('product_viewed', viewed)).toEqual(viewed);
    expect(parsed('product_viewed', { ...viewed, brand: ' Condumex ' })).toEqual({ ...viewed, brand: 'Condumex' });
    expect(parsed('product_viewed', { ...viewed, brand: undefined })).toEqual(viewed);
    for (const field of ['sku', 'product_id', 'product_description'] as const) {
      expect(parsed('product_viewed', { ...viewed, [field]: '  ' }), field).toBeNull();
      const { [field]: _omitted, ...rest } = viewed;
      expect(parsed('product_viewed', rest), field).toBeNull();
    }
  });

  it('viewed: a given brand must not be empty', () => {
    expect(parsed('product_viewed', { ...viewed, brand: '' })).toBeNull();
    expect(parsed('product_viewed', { ...viewed, brand: '   ' })).toBeNull();
    expect(parsed('product_viewed', { ...viewed, brand: null })).toBeNull();
  });

  it('added: the viewed fields plus a required cartID', () => {
    expect(parsed('product_added', { ...viewed, cartID: 'q1' })).toEqual({ ...viewed, cartID: 'q1' });
    expect(parsed('product_added', viewed)).toBeNull();
    expect(parsed('product_added', { ...viewed, cartID: ' ' })).toBeNull();
    expect(parsed('product_added', { ...viewed, cartID: 'q1', brand: '' })).toBeNull();
  });

  it('search: a non-empty term and a type of search, category or brand', () => {
    for (const type of ['search', 'category', 'brand']) {
      expect(parsed('search_record', { search_term: ' cable ', type })).toEqual({ search_term: 'cable', type });
    }
    expect(parsed('search_record', { search_term: '', type: 'search' })).toBeNull();
    expect(parsed('search_record', { search_term: 'cable', type: 'product' })).toBeNull();
    expect(parsed('search_record', { search_term: 'cable' })).toBeNull();
  });

  it('search: an optional result count, a whole number from 0 to 1 000 000', () => {
    for (const results of [0, 12, 1_000_000]) {
      expect(parsed('search_record', { search_term: 'cable', type: 'search', results })).toEqual({
        search_term: 'cable',
        type: 'search',
        results,
      });
    }
    expect(parsed('search_record', { search_term: 'cable', type: 'search', results: undefined })).toEqual({
      search_term: 'cable',
      type: 'search',
    });
    for (const results of [-1, 1.5, 1_000_001, '3', null, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(parsed('search_record', { search_term: 'cable', type: 'search', results }), String(results)).toBeNull();
    }
  });

  it('limits each text, counted after trimming', () => {
    expect(parsed('search_record', { search_term: ` ${'x'.repeat(200)} `, type: 'search' })).toEqual({
      search_term: 'x'.repeat(200),
      type: 'search',
    });
    expect(parsed('search_record', { search_term: 'x'.repeat(201), type: 'search' })).toBeNull();
    expect(parsed('product_added', { ...viewed, cartID: 'c'.repeat(129) })).toBeNull();
  });

  it('drops unknown fields rather than forwarding them', () => {
    expect(parsed('search_record', { search_term: 'x', type: 'brand', uid: 'leak' })).toEqual({
      search_term: 'x',
      type: 'brand',
    });
  });
});

describe('statsEventIssues', () => {
  it('has nothing to say about a valid payload', () => {
    expect(statsEventIssues('product_viewed', viewed)).toEqual([]);
  });

  it('names empty, missing and wrongly typed fields in Spanish, in field order', () => {
    expect(statsEventIssues('product_added', { ...viewed, sku: '  ', product_id: 42, brand: '' })).toEqual([
      { field: 'sku', phrase: 'sku no puede estar vacío' },
      { field: 'product_id', phrase: 'product_id debe ser texto' },
      { field: 'brand', phrase: 'brand no puede estar vacío' },
      { field: 'cartID', phrase: 'falta cartID' },
    ]);
  });

  it('says why a result count is refused', () => {
    expect(statsEventIssues('search_record', { search_term: 'cable', type: 'search', results: 2.5 })).toEqual([
      { field: 'results', phrase: 'results debe ser un número entero' },
    ]);
    expect(statsEventIssues('search_record', { search_term: 'cable', type: 'search', results: -3 })).toEqual([
      { field: 'results', phrase: 'results debe estar entre 0 y 1000000' },
    ]);
  });

  it('lists the allowed search types and states length limits', () => {
    expect(statsEventIssues('search_record', { search_term: 'cable', type: 'marca' })).toEqual([
      { field: 'type', phrase: 'type debe ser uno de: search, category, brand' },
    ]);
    expect(statsEventIssues('search_record', { search_term: 'x'.repeat(201), type: 'search' })).toEqual([
      { field: 'search_term', phrase: 'search_term supera los 200 caracteres' },
    ]);
  });

  it('says a text with a lone surrogate has characters that are not valid', () => {
    expect(statsEventIssues('product_viewed', { ...viewed, product_id: '\ud800' })).toEqual([
      { field: 'product_id', phrase: 'product_id contiene caracteres no válidos' },
    ]);
  });

  it.each([null, [], 'texto', 3])('asks for an object when the body is %j', (body) => {
    expect(statsEventIssues('search_record', body)).toEqual([
      { field: '(cuerpo)', phrase: 'el cuerpo debe ser un objeto JSON' },
    ]);
  });
});

describe('validateStatsEvent', () => {
  it('returns the parsed event', () => {
    expect(validateStatsEvent('product_viewed', viewed)).toEqual({ ok: true, value: viewed });
    expect(validateStatsEvent('product_added', { ...viewed, cartID: 'q1' })).toEqual({
      ok: true,
      value: { ...viewed, cartID: 'q1' },
    });
    expect(validateStatsEvent('search_record', { search_term: 'breaker', type: 'search' })).toEqual({
      ok: true,
      value: { search_term: 'breaker', type: 'search' },
    });
  });

  it('lists the failing fields and keeps the payload for the error report', () => {
    const payload = { ...viewed, product_description: '', brand: '' };
    const result = validateStatsEvent('product_added', payload);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('stats/invalid-event');
    expect(result.error.detail).toMatch(/^product_added: /);
    expect(result.error.detail).toContain('product_description');
    expect(result.error.detail).toContain('brand');
    expect(result.error.detail).toContain('cartID');
    expect(result.error.cause).toBe(payload);
  });

  it('refuses non-objects and unknown kinds', () => {
    expect(validateStatsEvent('search_record', null).ok).toBe(false);
    expect(validateStatsEvent('search_record', 'cable').ok).toBe(false);
    const unknownKind = validateStatsEvent('page_viewed' as TStatsEventKind, viewed);
    expect(!unknownKind.ok && unknownKind.error.detail).toBe('page_viewed: tipo de evento desconocido: page_viewed');
    expect(validateStatsEvent('toString' as TStatsEventKind, viewed).ok).toBe(false);
  });

  it('has a spec path for every kind', () => {
    expect(STATS_EVENT_KINDS).toEqual(['product_viewed', 'product_added', 'search_record']);
    expect(STATS_EVENT_PATHS).toEqual({
      product_viewed: '/products/viewed',
      product_added: '/products/added',
      search_record: '/search/record',
    });
  });
});
